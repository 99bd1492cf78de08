/**
 * GETs a signed-in page is known to need, started by the route guard while the page's code is still
 * downloading; the API client then takes the answer instead of asking again (one round trip less on
 * the critical path of every signed-in page load). Only for the same token, within a few seconds and
 * before any write: a page that changes something (a purchase, a deposit) and reads again must see
 * the change, never the answer fetched before it. Kept free of imports beyond the URL builders: it is in the entry chunk.
 */
const FRESH_MS = 5_000;

interface Early {
  token: string;
  at: number;
  response: Promise<Response>;
}
const early = new Map<string, Early>();

/** Starts a GET for a later takePrefetched(); nothing when the same one is already under way. */
export function prefetchGet(url: string, token: string): void {
  if (typeof fetch !== 'function') return;
  const started = early.get(url);
  if (started && started.token === token && Date.now() - started.at <= FRESH_MS) return;
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  response.catch(() => undefined); // a failed prefetch is simply asked again by the page
  early.set(url, { token, at: Date.now(), response });
}

/** The prefetched answer for this URL and token, once; undefined when there is none or it is stale. */
export function takePrefetched(url: string, token: string | null): Promise<Response> | undefined {
  const hit = early.get(url);
  if (!hit) return undefined;
  early.delete(url);
  if (hit.token !== token || Date.now() - hit.at > FRESH_MS) return undefined;
  return hit.response;
}

/** Any write may change what was prefetched: forget it all (lib/api.ts calls this before each write). */
export function dropPrefetched(): void {
  early.clear();
}
