import { apiErrorSchema } from '@app/contract/errors';
import { MSG } from '@app/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE_URL, ApiError } from '../../../lib/api';
import { getToken } from '../../../lib/auth-storage';
import { adminApiPaths, adminKeys } from './admin-paths';

/**
 * The identity document's bytes, fetched with the bearer token (a plain <img src> would carry none),
 * so it can be shown from an object URL. Nothing is cached beyond the open viewer.
 */
export async function fetchDocument(userId: string, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE_URL}${adminApiPaths.document(userId)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
      cache: 'no-store',
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError(0, MSG.networkError, 'NETWORK');
  }
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(await res.json().catch(() => null));
    throw new ApiError(res.status, parsed.success ? parsed.data.message : MSG.genericError);
  }
  return res.blob();
}

/** The document as an object URL and its type; the URL is revoked when the viewer closes. */
export function useDocumentUrl(userId: string) {
  const query = useQuery({
    queryKey: adminKeys.document(userId),
    queryFn: ({ signal }) => fetchDocument(userId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [query.data]);
  return { ...query, url, mime: query.data?.type ?? '' };
}
