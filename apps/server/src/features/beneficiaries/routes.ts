import { beneficiaryInputSchema, errorResponseSchema, messages } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { beneficiarySchema, memberIdParamsSchema } from '../members/schemas.ts';
import { normalizeBeneficiary } from '../members/spouse-order.ts';
import { addBeneficiary, removeBeneficiary } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));

/** The Add Beneficiary body; spouseOrder may be 1–4 or '1st'…'4th'. */
const addBeneficiaryBody = z.preprocess(normalizeBeneficiary, beneficiaryInputSchema);

export async function beneficiaryRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['beneficiaries'];

  app.post('/api/members/:id/beneficiaries', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary:
        "Add a beneficiary (409 SPOUSE_ORDER_REQUIRED: a male member's 2nd–4th spouse needs spouseOrder)",
      params: memberIdParamsSchema,
      body: addBeneficiaryBody,
      response: {
        201: z.object({ message: z.string(), beneficiary: beneficiarySchema }),
        ...errors(400, 401, 403, 404, 409),
      },
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
      summary: 'Remove a beneficiary (soft removal: status Removed)',
      params: memberIdParamsSchema.extend({ beneficiaryId: z.string().max(100) }),
      response: {
        200: z.object({ message: z.string(), beneficiary: beneficiarySchema }),
        ...errors(401, 403, 404, 409),
      },
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
