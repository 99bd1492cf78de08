import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CursorCodec } from '../modules/history/history-cursor.ts';
import { purposeKey } from './secrets.ts';

describe('keys per purpose', () => {
  const secret = new TextEncoder().encode('s'.repeat(48));

  it('gives each label its own 32-byte key, none equal to the secret', () => {
    const cursor = purposeKey(secret, 'ledger-history-cursor/v1');
    const token = purposeKey(secret, 'access-token/v1');
    expect(cursor).toHaveLength(32);
    expect(cursor.equals(token)).toBe(false);
    expect(cursor.equals(Buffer.from(secret).subarray(0, 32))).toBe(false);
    expect(purposeKey(secret, 'access-token/v1').equals(token)).toBe(true);
    expect(purposeKey(new TextEncoder().encode('t'.repeat(48)), 'access-token/v1').equals(token)).toBe(false);
  });

  it('signs history cursors with the derived key, not the bare secret', () => {
    const codec = new CursorCodec(secret);
    const cursor = codec.encode('u1', { kind: 'all' } as never, { at: '1', id: 'e1' });
    const [body, mac] = cursor.split('.');
    const bare = createHmac('sha256', secret).update(body!).digest('base64url');
    const derived = createHmac('sha256', purposeKey(secret, 'ledger-history-cursor/v1'))
      .update(body!)
      .digest('base64url');
    expect(mac).not.toBe(bare);
    expect(mac).toBe(derived);
  });
});
