import { createHmac, timingSafeEqual } from 'node:crypto';
import { HISTORY_MSG, type MovementFilter } from '@app/contract';
import { badRequest } from '../../lib/app-error.ts';
import { purposeKey } from '../../lib/secrets.ts';

/** Where a page ended: the last entry's time (microseconds, as text) and id. */
export interface Position {
  at: string;
  id: string;
}

/**
 * A cursor is opaque to the client and signed: base64url(JSON).base64url(HMAC-SHA256). It names the
 * account and the exact filters it was issued for, so a cursor from another search or another
 * customer is refused instead of quietly paging something else. The key is derived (HKDF) from the app
 * secret, so every instance that shares the secret accepts every other's cursors.
 */
export class CursorCodec {
  private readonly key: Buffer;

  constructor(appSecret: Uint8Array) {
    this.key = purposeKey(appSecret, 'ledger-history-cursor/v1');
  }

  encode(userId: string, filter: MovementFilter, pos: Position): string {
    const body = Buffer.from(
      JSON.stringify({ u: userId, f: filterKey(filter), a: pos.at, i: pos.id }),
    ).toString('base64url');
    return `${body}.${this.sign(body).toString('base64url')}`;
  }

  /** The position a cursor points at; 400 when it is forged, damaged, or issued for another search. */
  decode(cursor: string, userId: string, filter: MovementFilter): Position {
    const [body, sig, extra] = cursor.split('.');
    if (!body || !sig || extra !== undefined) throw invalid();
    const given = Buffer.from(sig, 'base64url');
    const expected = this.sign(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw invalid();
    }
    const p = parsed as { u?: unknown; f?: unknown; a?: unknown; i?: unknown };
    if (typeof p.a !== 'string' || typeof p.i !== 'string') throw invalid();
    if (p.u !== userId || p.f !== filterKey(filter))
      throw badRequest(HISTORY_MSG.cursorOtherSearch, { cursor: HISTORY_MSG.cursorOtherSearch });
    return { at: p.a, id: p.i };
  }

  private sign(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }
}

const invalid = () => badRequest(HISTORY_MSG.badCursor, { cursor: HISTORY_MSG.badCursor });

/** The filters in a fixed order, so equal searches give equal keys. */
function filterKey(f: MovementFilter): string {
  return `${f.type ?? ''}|${f.from ?? ''}|${f.to ?? ''}`;
}
