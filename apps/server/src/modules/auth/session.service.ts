import type { Deps, RequestMeta } from '../../deps.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { insertSessionNotingDevice } from './session.repository.ts';

/** "Chrome on macOS" from a user agent: enough for a person to recognise their device. */
export function describeDevice(userAgent: string): string {
  const ua = userAgent || '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl|node|undici/i.test(ua)
              ? 'API client'
              : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

/** Each sign-in is a row in `sessions`; the token only names it, so ending the row ends the token. */
/** A new session and its token; `newDevice` when this browser and address never signed in to the account. */
export async function startSession(deps: Deps, userId: string, meta: RequestMeta) {
  const expiresAt = new Date(Date.now() + deps.config.sessionMaxHours * 3_600_000);
  const device = { userId, ip: meta.ip, userAgent: meta.userAgent.slice(0, 512) };
  const { session, seenBefore } = await insertSessionNotingDevice(deps.db, { ...device, expiresAt });
  const token = await signAccessToken({ userId, sessionId: session.id }, deps.config, expiresAt);
  return { token, session, newDevice: !seenBefore };
}

export async function tokenForSession(deps: Deps, userId: string, session: { id: string; expiresAt: Date }) {
  return signAccessToken({ userId, sessionId: session.id }, deps.config, session.expiresAt);
}
