import { ERROR_CODES, MSG } from '@app/contract/messages';
import { API_BASE_URL } from './api-base';
import { getToken } from './auth-storage';
import { askForStepUp } from './step-up';

/**
 * Downloads a file answer of the API (CSV, PDF) with the session's bearer token, which a plain link
 * cannot send, and hands it to the browser under the name the server gave it.
 */
export async function downloadFile(path: string, fallbackName: string, retried = false): Promise<void> {
  const token = getToken();
  const res = await fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    // An admin export needs a recent step-up (ADR 028): ask, then try once more.
    if (!retried && body?.code === ERROR_CODES.STEP_UP_REQUIRED && (await askForStepUp())) {
      return downloadFile(path, fallbackName, true);
    }
    throw new Error(body?.message ?? MSG.genericError);
  }
  const name = fileNameOf(res.headers.get('content-disposition') ?? '') ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name a Content-Disposition header gives: its UTF-8 `filename*` when there, else `filename`. */
export function fileNameOf(header: string): string | null {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}
