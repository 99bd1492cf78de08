import { apiErrorSchema } from '@app/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;
type RouteSchema = NonNullable<Parameters<Transform>[0]['schema']>;

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

const ERROR_ANSWERS: Record<number, string> = {
  400: 'The input is not valid: `message` says why, `errors` names each field.',
  401: 'No live session: sign in (again).',
  403: 'The signed-in user may not do this.',
  404: 'Nothing with this id that the caller may see.',
  409: 'The Idempotency-Key was already used for a different request.',
  413: 'The body is larger than the server accepts.',
  429: 'Too many attempts from this address; try again later.',
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
export function standardErrors(access: Access, schema: RouteSchema, rateLimited: boolean) {
  const params = schema.params as { shape?: Record<string, unknown> } | undefined;
  const headers = schema.headers as { shape?: Record<string, unknown> } | undefined;
  const errors: Record<number, ReturnType<typeof errorAnswer>> = { 400: errorAnswer(400) };
  if (access !== 'public') errors[401] = errorAnswer(401);
  if (access === 'admin' || params?.shape?.userId) errors[403] = errorAnswer(403);
  if (params) errors[404] = errorAnswer(404);
  if (headers?.shape?.['idempotency-key']) errors[409] = errorAnswer(409);
  if (schema.body) errors[413] = errorAnswer(413);
  if (rateLimited) errors[429] = errorAnswer(429);
  return errors;
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
    return jsonSchemaTransform({
      ...document,
      schema: {
        operationId: operationIdOf(method, url),
        security: access === 'public' ? [] : BEARER,
        ...schema,
        response: { ...standardErrors(access, schema, rateLimited), ...(schema.response as object) },
      },
    });
  };
}
