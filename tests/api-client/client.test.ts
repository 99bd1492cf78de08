import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { KYC_MSG } from '@app/contract';
import { GOOD_PASSWORD, startTestServer, type TestServer, uniqueEmail } from '@app/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTypes } from './generate.ts';

// The smallest PNG the server's content check accepts (its signature and IHDR chunk).
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
  await generateTypes(document);
});
afterAll(async () => {
  await server?.close();
});

describe('a TypeScript client generated from the OpenAPI document', () => {
  it('compiles with the calls client.ts makes (types from openapi-typescript)', () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const project = path.join(import.meta.dirname, 'tsconfig.json');
    // Throws with the compiler's messages when a call no longer fits the document.
    execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'pipe' });
  }, 60_000);

  it('signs in, reads /me, requests a deposit and uploads a document (openapi-fetch)', async () => {
    const client = await import('./client.ts');
    const api = client.apiClient(server.url);
    const email = uniqueEmail();
    const registered = await client.register(api, email, GOOD_PASSWORD);
    const mail = await server.waitForMail(email, /Your code: \d{6}/);
    await client.verifyEmail(api, email, /Your code: (\d{6})/.exec(mail)![1]!);
    await client.signIn(api, email, GOOD_PASSWORD);

    const user = await client.me(api);
    expect(user).toMatchObject({ _id: registered._id, email, kycStatus: 'none', balance: 0 });

    const deposit = await client.requestDeposit(api, 250.5);
    expect(deposit).toMatchObject({ amount: 250.5, status: 'pending', userId: { _id: user._id } });

    expect(await client.completeProfile(api, user)).toMatchObject({ dob: '1990-05-17' });
    const message = await client.uploadDocument(api, new Blob([PNG], { type: 'image/png' }), 'id.png');
    expect(message).toBe(KYC_MSG.submitted);
    expect(await client.me(api)).toMatchObject({ kycStatus: 'pending', idCardType: 'Passport' });
  });
});
