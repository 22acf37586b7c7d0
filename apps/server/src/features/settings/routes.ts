/** HTTP of Settings (DECISIONS 53–54): head admins only. Service limits: features/services. */
import {
  firstRunSetupSchema,
  officeDetailsSavedSchema,
  officeDetailsSchema,
  publicAddressSavedSchema,
  publicAddressSchema,
  publicAddressStatusSchema,
  settingsMessages,
  settingsResponseSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import {
  completeSetup,
  publicAddressStatus,
  saveOfficeDetails,
  savePublicAddress,
  settingsOf,
} from './service.ts';

export async function settingsRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  /** A signed-in head admin; any other admin is told Settings are the head admins'. */
  const requireSettingsAdmin = async (request: FastifyRequest) => {
    await ctx.guards.requireAdmin(request);
    if (request.admin?.role !== 'head_admin') {
      throw new HttpError(403, 'FORBIDDEN', settingsMessages.settingsHeadAdminOnly);
    }
  };

  app.get('/api/settings', {
    preValidation: requireSettingsAdmin,
    schema: {
      tags,
      summary: 'The office details and the public address in use, and where each comes from',
      response: { 200: settingsResponseSchema, ...errors(401, 403) },
    },
    handler: async () => settingsOf(ctx),
  });

  app.put('/api/settings/office', {
    preValidation: requireSettingsAdmin,
    schema: {
      tags,
      summary:
        'Save the office details printed on receipts (they win over OFFICE_* from then on); one activity-log entry naming what changed',
      body: officeDetailsSchema,
      response: { 200: officeDetailsSavedSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => saveOfficeDetails(ctx, request.admin!, request.body),
  });

  app.put('/api/settings/public-address', {
    preValidation: requireSettingsAdmin,
    schema: {
      tags,
      summary:
        'Confirm the public address QR codes and mail links use (409 while PUBLIC_URL sets it); one activity-log entry',
      body: publicAddressSchema,
      response: { 200: publicAddressSavedSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request) => savePublicAddress(ctx, request.admin!, request.body.address),
  });

  app.post('/api/settings/setup', {
    preValidation: requireSettingsAdmin,
    schema: {
      tags,
      summary:
        'The first-run setup: the office details and the public address confirmed at once, then not shown again',
      body: firstRunSetupSchema,
      response: { 200: settingsResponseSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request) => completeSetup(ctx, request.admin!, request.body),
  });

  app.get('/api/settings/public-address', {
    preValidation: ctx.guards.requireAdmin,
    schema: {
      tags,
      summary:
        'The public address in use, whether it was confirmed and whether it reaches only this machine (every admin: the banner and the print check)',
      response: { 200: publicAddressStatusSchema, ...errors(401, 403) },
    },
    handler: async () => publicAddressStatus(ctx),
  });
}
