import { API_SCHEMA_NAMES, PRODUCT_NAME } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openApiTransform, withoutUnusedSchemas } from '../http/openapi.ts';

/**
 * Shapes named once in components.schemas and referenced wherever an answer holds them. The global
 * registry is what the type provider reads; an app built twice in one process registers them once.
 */
function nameSharedSchemas() {
  for (const [id, schema] of Object.entries(API_SCHEMA_NAMES)) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}

/** OpenAPI generated from the same zod schemas the routes validate with; UI at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    nameSharedSchemas();
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '1.0.0',
          description:
            'Money is in dollars; errors are `{ message, code?, errors? }`. docs/api.md explains sign-in, errors and idempotency.',
          // The product's own site (the domain of SUPPORT_EMAIL's default), not this machine's port.
          license: { name: 'Terms of use', url: 'https://verdant.invest/terms' },
        },
        // The deployment's own address (PUBLIC_URL); every path starts with /api.
        servers: [{ url: app.config.publicUrl, description: PRODUCT_NAME }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: openApiTransform(app),
      transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
