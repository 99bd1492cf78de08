import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { KYC_MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityDocuments, users } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signUpAdmin } from '../../test/users.ts';
import { EXE, HTML, JPEG, PDF, PNG, signUpWithProfile, submitDocument } from './kyc.fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The keys of every stored document: they live in the database, never in DATA_DIR. */
const stored = async () =>
  (await server.app.db.select({ key: identityDocuments.key }).from(identityDocuments)).map((r) => r.key);
const userRow = async (id: string) => (await server.app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /auth/submit-document', () => {
  it.each([
    ['PNG', PNG, 'id.png', 'image/png'],
    ['JPEG', JPEG, 'id.JPEG', 'image/jpeg'],
    ['PDF', PDF, 'scan.pdf', 'application/pdf'],
  ])(
    'accepts a real %s, stores it under a server-made name and puts the user under review',
    async (_kind, bytes, filename, mime) => {
      const user = await signUpWithProfile(server);
      const res = await submitDocument(server, user.token, {
        bytes,
        filename,
        contentType: 'application/octet-stream',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(KYC_MSG.submitted);
      const row = await userRow(user.id);
      expect(row).toMatchObject({
        kycStatus: 'pending',
        idCardType: 'Passport',
        idCardNumber: 'X1234567',
        idCardMime: mime,
      });
      expect(row.idCardKey).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf)$/);
      expect(await stored()).toContain(row.idCardKey);
      expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
      const me = await server.request('GET', '/auth/me', { token: user.token });
      expect(me.body).toMatchObject({
        kycStatus: 'pending',
        isVerified: false,
        idCardFile: `/api/auth/documents/${user.id}`,
      });
      await server.waitForMail(user.email, /under review/);
    },
  );

  it.each([
    ['a renamed executable', EXE],
    ['an HTML page', HTML],
    ['an empty-looking text file', Buffer.from('hello')],
  ])('refuses %s named .png with 415 and stores nothing', async (_what, bytes) => {
    const user = await signUpWithProfile(server);
    const before = (await stored()).length;
    const res = await submitDocument(server, user.token, {
      bytes,
      filename: 'passport.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.body.errors.idCardFile).toBe(KYC_MSG.fileContent);
    expect((await stored()).length).toBe(before);
    expect((await userRow(user.id)).kycStatus).toBe('none');
  });

  it('refuses a file name outside .jpg/.jpeg/.png/.pdf with 415, whatever the bytes', async () => {
    const user = await signUpWithProfile(server);
    for (const filename of ['id.exe', 'id.html', 'id.png.svg', 'id']) {
      const res = await submitDocument(server, user.token, { bytes: PNG, filename });
      expect(res.status).toBe(415);
    }
  });

  it('refuses a 6 MB file with 413', async () => {
    const user = await signUpWithProfile(server);
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await submitDocument(server, user.token, { bytes: big, filename: 'big.png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(KYC_MSG.fileTooLarge);
    expect((await userRow(user.id)).kycStatus).toBe('none');
  });

  it('keeps a path-traversal file name harmless', async () => {
    for (const filename of ['../../../../tmp/evil.png', '..\\..\\evil.png', '/etc/passwd.png']) {
      const other = await signUpWithProfile(server);
      const res = await submitDocument(server, other.token, { bytes: PNG, filename });
      expect(res.status).toBe(200);
      expect((await userRow(other.id)).idCardKey).toMatch(/^[0-9a-f-]{36}\.png$/);
    }
    expect((await stored()).every((f) => /^[0-9a-f-]{36}\.(png|jpg|pdf)$/.test(f))).toBe(true);
    expect(readdirSync(server.dataDir).sort()).toEqual(expect.not.arrayContaining(['evil.png']));
  });

  it.each([
    [{ idCardType: 'Library Card' }, 'idCardType', KYC_MSG.chooseType],
    [{ idCardNumber: '' }, 'idCardNumber', KYC_MSG.numberRequired],
    [{ idCardNumber: '12' }, 'idCardNumber', 'A passport number has 6 to 9 letters and digits'],
    [{ idCardNumber: 'ABCDEFGH' }, 'idCardNumber', 'A passport number has 6 to 9 letters and digits'],
    [
      { idCardType: "Driver's License", idCardNumber: 'D12<script>' },
      'idCardNumber',
      "A driver's license number has 4 to 20 letters, digits or dashes",
    ],
    [{ noFile: true }, 'idCardFile', KYC_MSG.fileRequired],
  ])('refuses bad fields %j with 400', async (patch, field, message) => {
    const user = await signUpWithProfile(server);
    const res = await submitDocument(server, user.token, patch);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('normalises the ID number and refuses a second submission while under review (409)', async () => {
    const user = await signUpWithProfile(server);
    const res = await submitDocument(server, user.token, {
      idCardType: 'National ID',
      idCardNumber: ' ab 123-456 ',
    });
    expect(res.status).toBe(200);
    expect((await userRow(user.id)).idCardNumber).toBe('AB123-456');
    const again = await submitDocument(server, user.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(KYC_MSG.alreadyPending);
  });

  it('refuses a JSON body and a missing token', async () => {
    const user = await signUpWithProfile(server);
    const json = await server.request('POST', '/auth/submit-document', {
      token: user.token,
      body: { idCardType: 'Passport', idCardNumber: 'X1234567', idCardFile: 'x.png' },
    });
    expect(json.status).toBe(415);
    expect((await server.request('POST', '/auth/submit-document', { raw: new FormData() })).status).toBe(401);
  });
});

describe('GET /auth/documents/:userId', () => {
  it('gives the owner and an admin the bytes inline with the stored type and nosniff', async () => {
    const owner = await signUpWithProfile(server);
    await submitDocument(server, owner.token, { bytes: PDF, filename: 'scan.pdf', contentType: 'text/html' });
    const admin = await signUpAdmin(server);
    for (const token of [owner.token, admin.token]) {
      const res = await fetch(`${server.url}/api/auth/documents/${owner.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('inline; filename="identity-document.pdf"');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    }
  });

  it("refuses user B user A's document (403), and answers 404 when there is none", async () => {
    const a = await signUpWithProfile(server);
    const b = await signUpWithProfile(server);
    await submitDocument(server, a.token);
    expect((await server.request('GET', `/auth/documents/${a.id}`, { token: b.token })).status).toBe(403);
    expect((await server.request('GET', `/auth/documents/${a.id}`)).status).toBe(401);
    expect((await server.request('GET', `/auth/documents/${b.id}`, { token: b.token })).status).toBe(404);
  });
});
