/** HTTP of acknowledgment receipts (DECISIONS 52): admins only. */
import { claimReceiptSchema, receiptParamsSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import { printReceipt } from './service.ts';

export async function receiptRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;

  app.post('/api/claims/:id/receipt', {
    preValidation: guards.requireAdmin,
    schema: {
      tags: ['receipts'],
      summary:
        "Print a claim's acknowledgment receipt: numbered (gapless per year) on the first print, a reprint after; VOID for a voided claim. One activity-log entry per print",
      params: receiptParamsSchema,
      response: { 200: claimReceiptSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => printReceipt(ctx, request.admin!, request.params.id),
  });
}
