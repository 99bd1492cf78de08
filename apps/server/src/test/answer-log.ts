import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Where the API suite's answers are written: the directory the vitest global setup
 * (answer-check.global.ts) makes and names in this variable. Outside that run nothing is recorded.
 */
export const ANSWERS_DIR_VARIABLE = 'API_ANSWERS_DIR';

/** One answer a test received: the operation it came from and what it said. */
export interface Answer {
  method: string;
  /** The OpenAPI path template: `/api/auth/documents/{userId}`. */
  path: string;
  status: number;
  /** The media type without parameters; empty when the answer has no body. */
  mediaType: string;
  /** The `code` of an error answer's JSON body, when it has one. */
  code?: string;
}

/** The `code` field of a failed answer's JSON body as it leaves the server, if there is one. */
function errorCode(status: number, payload: unknown): string | undefined {
  if (status < 400) return undefined;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
  if (!text.startsWith('{')) return undefined;
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** `/api/auth/admin/exports/:kind.csv` → `/api/auth/admin/exports/{kind}.csv`, as the document names it. */
export function openApiPath(routeUrl: string): string {
  return routeUrl.replace(/:(\w+)/g, '{$1}');
}

/**
 * Records (method, path, status, media type, error code) of every answer this app gives to a documented route,
 * once per process, in a file of its own: vitest runs test files in parallel workers. The app's own
 * OpenAPI document goes beside them so the final check compares with what the server publishes.
 */
export function recordAnswers(app: FastifyInstance): void {
  const dir = process.env[ANSWERS_DIR_VARIABLE];
  if (!dir) return;
  const file = path.join(dir, `answers-${process.pid}.jsonl`);
  const documentFile = path.join(dir, 'openapi.json');
  const seen = new Set<string>();
  const codes = new WeakMap<object, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const code = errorCode(reply.statusCode, payload);
    if (code) codes.set(request, code);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions;
    const method = request.method;
    // HEAD answers are GET's without a body; unmatched URLs and hidden routes are no operation.
    if (!route.url || method === 'HEAD' || method === 'OPTIONS') return;
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    const contentType = reply.getHeader('content-type');
    const answer: Answer = {
      method,
      path: openApiPath(route.url),
      status: reply.statusCode,
      mediaType: typeof contentType === 'string' ? contentType.split(';')[0]!.trim().toLowerCase() : '',
      ...(codes.has(request) ? { code: codes.get(request) } : {}),
    };
    const key = JSON.stringify(answer);
    if (seen.has(key)) return;
    seen.add(key);
    if (!existsSync(documentFile)) writeFileSync(documentFile, JSON.stringify(app.swagger()));
    appendFileSync(file, `${key}\n`);
  });
}
