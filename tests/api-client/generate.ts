import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const GENERATED = path.join(import.meta.dirname, 'generated', 'api.ts');

/** A `format: binary` field is a file the client uploads: a Blob, not a string. */
const BLOB = ts.factory.createTypeReferenceNode('Blob');

/**
 * Writes the TypeScript types of an OpenAPI document (`paths`, `components`) where client.ts reads
 * them, as `npx openapi-typescript` would, with files typed as Blob.
 */
export async function generateTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  mkdirSync(path.dirname(GENERATED), { recursive: true });
  writeFileSync(GENERATED, astToString(ast));
  return GENERATED;
}
