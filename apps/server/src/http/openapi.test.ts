import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signUpAndLogin } from '../test/users.ts';
import { operationIdOf } from './openapi.ts';

type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};

let server: TestServer;
let operations: { method: string; path: string; op: Operation }[];
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const doc = await server.request('GET', '/openapi.json');
  const paths = doc.body.paths as Record<string, Record<string, Operation>>;
  operations = Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  customerToken = (await signUpAndLogin(server)).token;
});
afterAll(async () => {
  await server?.close();
});

/** The path with every `{param}` filled by an id that names nothing. */
const concrete = (path: string) =>
  path.replace(/^\/api/, '').replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
const name = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

describe('the OpenAPI document describes every route a client can call', () => {
  it('covers the API', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('gives every operation a summary, a unique operationId, its security and a 4xx answer', () => {
    const missing = operations.flatMap((o) => {
      const problems: string[] = [];
      if (!o.op.summary?.trim()) problems.push('summary');
      if (!o.op.operationId) problems.push('operationId');
      if (!Array.isArray(o.op.security)) problems.push('security');
      if (!Object.keys(o.op.responses ?? {}).some((status) => /^4/.test(status))) problems.push('4xx');
      return problems.length ? [`${name(o)}: no ${problems.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares a bearer token exactly where the server refuses a call without one', async () => {
    const wrong: string[] = [];
    for (const o of operations) {
      const secured = (o.op.security ?? []).length > 0;
      const { status } = await server.request(o.method, concrete(o.path));
      if (secured !== (status === 401)) wrong.push(`${name(o)}: secured=${secured}, answered ${status}`);
      if (secured && !o.op.responses?.['401']) wrong.push(`${name(o)}: 401 not documented`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the 403 of every operation a customer may not call', async () => {
    const wrong: string[] = [];
    let refused = 0;
    // Signing out would end the session the rest of the loop calls with.
    const secured = operations.filter(
      (o) => (o.op.security ?? []).length > 0 && o.path !== '/api/auth/logout',
    );
    for (const o of secured) {
      const { status } = await server.request(o.method, concrete(o.path), { token: customerToken });
      if (status === 401) wrong.push(`${name(o)}: 401 with a live session`);
      if (status === 403) refused++;
      if (status === 403 && !o.op.responses?.['403']) wrong.push(`${name(o)}: 403 not documented`);
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(10);
  });

  it('derives operationIds from method and path', () => {
    expect(operationIdOf('GET', '/api/auth/deposit-requests/:userId')).toBe('getDepositRequestsByUserId');
    expect(operationIdOf('POST', '/api/auth/login/2fa')).toBe('postLogin2fa');
    expect(operationIdOf('GET', '/api/auth/transactions.csv')).toBe('getTransactionsCsv');
    expect(operationIdOf('GET', '/api/health')).toBe('getHealth');
  });
});
