import { publicMemberParamsSchema, publicMemberResponseSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import { publicMemberCard } from './service.ts';

/** The public member card behind the QR code (DECISIONS 21–22): no session needed. */
export async function publicMemberRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/public/members/:ref', {
    schema: {
      tags: ['public'],
      summary: 'Public member card: name, reference number, Active/Expired, registration and expiry dates',
      params: publicMemberParamsSchema,
      response: { 200: publicMemberResponseSchema, ...errors(404, 429) },
    },
    handler: async (request, reply) => {
      const member = await publicMemberCard(ctx, request.params.ref, request.ip);
      reply.header('Cache-Control', 'no-store');
      return { member };
    },
  });
}
