import {
  beneficiaryInputSchema,
  beneficiaryParamsSchema,
  beneficiarySavedSchema,
  memberIdParamsSchema,
  messages,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import { addBeneficiary, removeBeneficiary } from './service.ts';

export async function beneficiaryRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['beneficiaries'];

  app.post('/api/members/:id/beneficiaries', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary:
        "Add a beneficiary (409 SPOUSE_ORDER_REQUIRED: a male member's 2nd–4th spouse needs spouseOrder '2nd'…'4th')",
      params: memberIdParamsSchema,
      body: beneficiaryInputSchema,
      response: { 201: beneficiarySavedSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const beneficiary = await addBeneficiary(ctx, request.admin!, request.params.id, request.body);
      return reply.status(201).send({ message: messages.beneficiaryAdded, beneficiary });
    },
  });

  app.post('/api/members/:id/beneficiaries/:beneficiaryId/remove', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: "Remove a beneficiary (soft removal: status 'removed')",
      params: beneficiaryParamsSchema,
      response: { 200: beneficiarySavedSchema, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => ({
      message: messages.beneficiaryRemoved,
      beneficiary: await removeBeneficiary(
        ctx,
        request.admin!,
        request.params.id,
        request.params.beneficiaryId,
      ),
    }),
  });
}
