import { PRODUCT_NAME } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openApiTransform } from '../http/openapi.ts';

/** OpenAPI generated from the same zod schemas the routes validate with; UI at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '1.0.0',
          description: 'See shared/API.md for conventions.',
          license: { name: 'Terms of use', url: `${app.config.publicUrl}/terms` },
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: openApiTransform(app),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);
