import { apiErrorSchema } from '@app/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withExamples } from './openapi-examples.ts';

type Transform = typeof jsonSchemaTransform;
type RouteSchema = NonNullable<Parameters<Transform>[0]['schema']>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A request body the document describes but Fastify does not validate: a multipart upload the
     * route reads part by part (`consumes` names its media type).
     */
    documentedBody?: unknown;
  }
}

/** Who may call a route. */
export type Access = 'public' | 'signed-in' | 'admin';

/** The bearer token a signed-in route asks for (components.securitySchemes in plugins/docs.ts). */
export const BEARER = [{ bearerAuth: [] as string[] }];

/**
 * Read from the hooks the route runs (`app.requireAdmin`, `app.authenticate`); a route that checks a
 * bearer token itself says so with `schema.security`.
 */
export function routeAccess(
  app: FastifyInstance,
  route: Pick<RouteOptions, 'onRequest' | 'preHandler' | 'schema'>,
): Access {
  const hooks: unknown[] = [route.onRequest, route.preHandler].flat();
  if (hooks.includes(app.requireAdmin)) return 'admin';
  if (hooks.includes(app.authenticate)) return 'signed-in';
  const declared = (route.schema as { security?: unknown[] } | undefined)?.security;
  return declared?.length ? 'signed-in' : 'public';
}

/** `GET /api/auth/deposit-requests/:userId` → `getDepositRequestsByUserId`: unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\//, '')
    .replace(/^auth\//, '')
    .split('/')
    .filter(Boolean);
  const words = segments.flatMap((segment) => {
    const param = /^[:{](\w+)}?$/.exec(segment);
    return param ? ['by', ...param[1]!.split(/(?=[A-Z])/)] : segment.split(/[^A-Za-z0-9]+/);
  });
  const capitalised = words.filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_ANSWERS: Record<number, string> = {
  400: 'The input is not valid: `message` says why, `errors` names each field.',
  401: 'No live session: sign in (again).',
  403: 'The signed-in user may not do this.',
  404: 'Nothing with this id that the caller may see.',
  409: 'The Idempotency-Key was already used for a different request.',
  413: 'The body is larger than the server accepts.',
  415: 'The body is not of the media type this operation reads (JSON unless it says otherwise).',
  429: 'Too many attempts from this address; try again later.',
  503: 'The database is unreachable right now; retry after `Retry-After` seconds.',
};

/** One error answer in the contract's error shape; `description` says when the route gives it. */
export function errorAnswer(status: number, description = ERROR_ANSWERS[status] ?? 'Refused.') {
  return { description, content: { 'application/json': { schema: apiErrorSchema } } };
}

/** A route's own error answers for `schema.response`: `{ 409: 'Already decided.' }`. */
export function errorAnswers(descriptions: Record<number, string>) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, text]) => [status, errorAnswer(Number(status), text)]),
  );
}

/**
 * The error answers any route of this shape can give, in the contract's one error shape. Every route
 * answers 400 to input it refuses (plugins/input-guard.ts checks even a bare query string); a route
 * adds its own (`errorAnswers`) to `schema.response`.
 */
export function standardErrors(access: Access, method: string, schema: RouteSchema, rateLimited: boolean) {
  const params = schema.params as { shape?: Record<string, unknown> } | undefined;
  const headers = schema.headers as { shape?: Record<string, unknown> } | undefined;
  const errors: Record<number, ReturnType<typeof errorAnswer>> = { 400: errorAnswer(400) };
  if (access !== 'public') errors[401] = errorAnswer(401);
  if (access === 'admin' || params?.shape?.userId) errors[403] = errorAnswer(403);
  if (params) errors[404] = errorAnswer(404);
  if (headers?.shape?.['idempotency-key']) errors[409] = errorAnswer(409);
  if (schema.body || schema.consumes) errors[413] = errorAnswer(413);
  // Fastify refuses a body of a media type it has no parser for before any route code runs.
  if (BODY_METHODS.has(method)) errors[415] = errorAnswer(415);
  if (rateLimited) errors[429] = errorAnswer(429);
  return errors;
}

const SUCCESS_ANSWERS: Record<string, string> = {
  200: 'Done: the body is the answer.',
  201: 'Created: the body is the new record.',
  202: 'Accepted: the change waits for another admin.',
  204: 'Done; no body.',
};

type Answer = { description?: string; content?: unknown } | z.ZodType;

/**
 * Gives every answer a description ("Default Response" otherwise): a bare zod schema becomes JSON
 * content described by its own `.describe()` text or the status's meaning. Wrapping, not describing,
 * keeps a named schema (`.meta({ id })`) a reference.
 */
function described(responses: Record<string, Answer>) {
  return Object.fromEntries(
    Object.entries(responses).map(([status, answer]) => {
      if (!(answer instanceof z.ZodType)) return [status, answer];
      const description = answer.description ?? SUCCESS_ANSWERS[status] ?? ERROR_ANSWERS[Number(status)];
      return [status, { description, content: { 'application/json': { schema: answer } } }];
    }),
  );
}

/**
 * The swagger transform: each operation gets its operationId, its security requirement and its error
 * answers from what the route declares (hooks, params, body, rate limit), then the zod schemas become
 * JSON Schema. The route's own `schema` keeps the last word; its summary is its own to write.
 */
export function openApiTransform(app: FastifyInstance): Transform {
  return (document) => {
    const { schema, route, url } = document;
    if (!schema || schema.hide) return jsonSchemaTransform(document);
    const access = routeAccess(app, route);
    const method = [route.method].flat()[0]!;
    const rateLimited = Boolean(route.config?.rateLimit);
    const { documentedBody, ...own } = schema as RouteSchema & { documentedBody?: unknown };
    const operationId = operationIdOf(method, url);
    const transformed = jsonSchemaTransform({
      ...document,
      schema: {
        operationId,
        security: access === 'public' ? [] : BEARER,
        ...own,
        ...(documentedBody ? { body: documentedBody } : {}),
        response: described({
          ...standardErrors(access, method, schema, rateLimited),
          ...(schema.response as object),
        }),
      },
    });
    return withExamples(operationId, transformed as Parameters<typeof withExamples>[1]);
  };
}

type OpenApiObject = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * The type provider writes an input and an output copy of every named shape; keeping only those an
 * operation reaches (directly or through another kept shape) leaves no unused component.
 */
export function withoutUnusedSchemas<T extends object>(input: T): T {
  const document = input as OpenApiObject;
  const schemas = document.components?.schemas;
  if (!schemas) return input;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
  const kept = new Set<string>();
  const pending = refsIn(document.paths);
  while (pending.length) {
    const name = pending.pop()!;
    if (kept.has(name) || !(name in schemas)) continue;
    kept.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...input, components: { ...document.components, schemas: collapseLoneAllOf(used) } };
}

/** `{ allOf: [{ $ref }] }` (how an optional named shape comes out) says no more than the `$ref`. */
function collapseLoneAllOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(collapseLoneAllOf) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'allOf' && (entries[0]![1] as unknown[]).length === 1) {
    return collapseLoneAllOf((entries[0]![1] as T[])[0]!);
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, collapseLoneAllOf(v)])) as T;
}
