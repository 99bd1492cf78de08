import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

type Json = Record<string, any>;
let server: TestServer;
let doc: Json;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://invest.example.org' });
  doc = (await server.request('GET', '/openapi.json')).body;
});
afterAll(async () => {
  await server?.close();
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, op })),
  );
const jsonSchema = (op: Json, status: string) => op.responses[status].content['application/json'].schema;

describe('the OpenAPI document a client is generated from', () => {
  it("names the deployment's address and a license link that does not depend on it", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://invest.example.org' })]);
    expect(doc.info.license.url).not.toContain('invest.example.org');
    expect(doc.info.license.url).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('describes every answer, and 415 wherever a body is read', () => {
    const problems = operations().flatMap(({ name, method, op }) => [
      ...Object.entries(op.responses as Json)
        .filter(([, r]) => !r.description || r.description === 'Default Response')
        .map(([status]) => `${name} ${status}: no description`),
      ...(['post', 'put', 'patch', 'delete'].includes(method) && !op.responses['415']
        ? [`${name}: no 415`]
        : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('answers errors of the file downloads as JSON and the file as its own type', () => {
    const csv = doc.paths['/api/auth/transactions.csv'].get;
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(csv.responses['401'].content)).toEqual(['application/json']);
    const statement = doc.paths['/api/auth/statements/{period}'].get;
    expect(Object.keys(statement.responses['200'].content).sort()).toEqual(['application/pdf', 'text/csv']);
    expect(jsonSchema(statement, '404')).toEqual({ $ref: '#/components/schemas/Error' });
    const exportKind = doc.paths['/api/auth/admin/exports/{kind}.csv'].get.parameters.find(
      (p: Json) => p.name === 'kind',
    );
    expect(exportKind.schema.enum).toEqual(['users', 'requests', 'ledger']);
  });

  it('declares the multipart upload with its fields and file', () => {
    const upload = doc.paths['/api/auth/submit-document'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['idCardType', 'idCardNumber', 'idCardFile']);
    expect(form.properties.idCardFile).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.idCardType.enum).toContain('Passport');
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['200', '413', '415']));
  });

  it('names shared shapes once and refers to them', () => {
    const schemas = Object.keys(doc.components.schemas);
    expect(schemas).toEqual(expect.arrayContaining(['User', 'Movement', 'Holding', 'Offering', 'Request']));
    expect(schemas).toEqual(expect.arrayContaining(['Adjustment', 'Error']));
    expect(jsonSchema(doc.paths['/api/auth/me'].get, '200')).toEqual({ $ref: '#/components/schemas/User' });
    const kycList = jsonSchema(doc.paths['/api/auth/admin/kyc'].get, '200');
    expect(kycList.properties.data.items).toEqual({ $ref: '#/components/schemas/User' });
    const unused = schemas.filter((s) => !JSON.stringify(doc.paths).includes(`schemas/${s}"`));
    expect(unused.every((s) => JSON.stringify(doc.components).includes(`schemas/${s}"`))).toBe(true);
  });

  it('carries the limits: amounts, passwords, dates, days, and examples of the main calls', () => {
    const body = (path: string) =>
      doc.paths[path].post.requestBody.content['application/json'] as { schema: Json; example?: Json };
    expect(body('/api/auth/deposit-requests').schema.properties.amount).toMatchObject({
      minimum: 100,
      maximum: 50000,
    });
    expect(body('/api/auth/register').schema.properties.password).toMatchObject({
      minLength: 8,
      maxLength: 128,
    });
    const from = doc.paths['/api/auth/transactions'].get.parameters.find((p: Json) => p.name === 'from');
    expect(from.schema.format).toBe('date');
    const days = doc.paths['/api/auth/admin/reports/flows'].get.parameters.find(
      (p: Json) => p.name === 'days',
    );
    expect(days.schema.enum).toEqual(['30', '90', '365']);
    expect(body('/api/auth/login').example).toMatchObject({ email: expect.any(String) });
    expect(body('/api/auth/deposit-requests').example).toMatchObject({ amount: 500 });
    expect(doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].example).toBeDefined();
  });
});
