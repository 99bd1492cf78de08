import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KYC_MAX_FILE_BYTES, KYC_MSG } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { auditLog, identityDocuments, users } from '../../db/schema.ts';
import { startTestServer, type TestServer, testConfig } from '../../test/harness.ts';
import { onPostgres } from '../../test/test-database.ts';
import { signUpAdmin } from '../../test/users.ts';
import { DOCUMENT_SLICE_BYTES } from './documents.repository.ts';
import { JPEG, PDF, PNG, signUpWithProfile, submitDocument } from './kyc.fixtures.ts';

let server: TestServer;
let other: { app: FastifyInstance; url: string };
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  server = await startTestServer();
  // A second instance with its own DATA_DIR on the same database, as on a second host. (PGlite in
  // memory is one process's database, so there it shares the handle.)
  const app = await buildApp(
    testConfig(mkdtempSync(path.join(tmpdir(), 'verdant-host-b-')), server.app.config.databaseUrl!),
    onPostgres ? {} : { database: server.app.database },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  other = { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  admin = await signUpAdmin(server);
});
afterAll(async () => {
  await other?.app.close();
  await server?.close();
});

const readThrough = (base: string, userId: string, token: string) =>
  fetch(`${base}/api/auth/documents/${userId}`, { headers: { authorization: `Bearer ${token}` } });
const documentsOf = (userId: string) =>
  server.app.db.select().from(identityDocuments).where(eq(identityDocuments.userId, userId));
const viewsOf = (userId: string) =>
  server.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'kyc.document_viewed')));

/** Bytes that pass the content check (a PNG signature) and fill the rest with a pattern. */
function pngOf(size: number) {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff;
  PNG.copy(bytes, 0);
  return bytes;
}

describe('identity documents in the database', () => {
  it('a document uploaded through one instance is served by another, with the same headers', async () => {
    const owner = await signUpWithProfile(server);
    const res = await submitDocument(server, owner.token, { bytes: PDF, filename: 'scan.pdf' });
    expect(res.status).toBe(200);
    for (const base of [server.url, other.url]) {
      const read = await readThrough(base, owner.id, owner.token);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('application/pdf');
      expect(read.headers.get('content-length')).toBe(String(PDF.length));
      expect(read.headers.get('content-disposition')).toBe('inline; filename="identity-document.pdf"');
      expect(read.headers.get('x-content-type-options')).toBe('nosniff');
      expect(read.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await read.arrayBuffer())).toEqual(PDF);
    }
    const [row] = await documentsOf(owner.id);
    expect(row).toMatchObject({ mime: 'application/pdf', byteSize: PDF.length });
    expect((await server.app.db.select().from(users).where(eq(users.id, owner.id)))[0]!.idCardKey).toBe(
      row!.key,
    );
  });

  it('takes a file of exactly 5 MB and gives it back byte for byte, in slices', async () => {
    const owner = await signUpWithProfile(server);
    const bytes = pngOf(KYC_MAX_FILE_BYTES);
    expect(KYC_MAX_FILE_BYTES / DOCUMENT_SLICE_BYTES).toBeGreaterThan(2);
    expect((await submitDocument(server, owner.token, { bytes, filename: 'big.png' })).status).toBe(200);
    const read = await readThrough(other.url, owner.id, owner.token);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-length')).toBe(String(KYC_MAX_FILE_BYTES));
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses one byte over 5 MB with 413 and stores nothing', async () => {
    const owner = await signUpWithProfile(server);
    const res = await submitDocument(server, owner.token, {
      bytes: pngOf(KYC_MAX_FILE_BYTES + 1),
      filename: 'big.png',
    });
    expect(res.status).toBe(413);
    expect(res.body.errors.idCardFile).toBe(KYC_MSG.fileTooLarge);
    expect(await documentsOf(owner.id)).toHaveLength(0);
  });

  it("refuses another customer's document (403) and answers 404 for a user without one", async () => {
    const owner = await signUpWithProfile(server);
    const stranger = await signUpWithProfile(server);
    await submitDocument(server, owner.token);
    expect((await readThrough(other.url, owner.id, stranger.token)).status).toBe(403);
    expect((await readThrough(other.url, randomUUID(), stranger.token)).status).toBe(403);
    expect((await readThrough(server.url, stranger.id, admin.token)).status).toBe(404);
    expect((await readThrough(server.url, randomUUID(), admin.token)).status).toBe(404);
    expect(await viewsOf(owner.id)).toHaveLength(0);
  });

  it("audits an admin's read through any instance, and not the owner's", async () => {
    const owner = await signUpWithProfile(server);
    await submitDocument(server, owner.token, { bytes: JPEG, filename: 'id.jpg' });
    await readThrough(server.url, owner.id, owner.token);
    expect(await viewsOf(owner.id)).toHaveLength(0);
    const read = await readThrough(other.url, owner.id, admin.token);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(JPEG);
    expect(await viewsOf(owner.id)).toEqual([expect.objectContaining({ actorId: admin.id })]);
  });

  it('keeps one document per customer: a rejection deletes it, a new submission replaces it', async () => {
    const owner = await signUpWithProfile(server);
    await submitDocument(server, owner.token, { bytes: PNG });
    const first = (await documentsOf(owner.id))[0]!.key;
    const reject = await server.request('PATCH', `/auth/admin/kyc/${owner.id}`, {
      token: admin.token,
      body: { decision: 'rejected', reason: 'Blurred.' },
    });
    expect(reject.status).toBe(200);
    expect(await documentsOf(owner.id)).toHaveLength(0);
    await submitDocument(server, owner.token, { bytes: PDF, filename: 'scan.pdf' });
    const rows = await documentsOf(owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).not.toBe(first);
  });
});
