import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PATH } from './paths.ts';

/**
 * OpenAPI document generated from the routes' zod schemas: /api/docs (UI) and /api/docs/json.
 * `sessionCookie` is the name better-auth actually sets (`__Secure-` prefixed on an https PUBLIC_URL).
 */
export async function installDocs(app: FastifyInstance, sessionCookie: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Calapan City Health Assistance Portal API',
        description: 'Errors have one shape: {"error": {"code", "message", "fields"?}}.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookie },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
