/** HTTP of reaching members (issue 25 items 1 and 5): a member's consent record; the message templates. */
import {
  memberIdParamsSchema,
  memberReachSchema,
  messageTemplateParamsSchema,
  messageTemplateSaveSchema,
  messageTemplatesSchema,
  messageTemplateViewSchema,
  reachMessages,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import { memberReach } from './reach.ts';
import { listTemplates, saveTemplate } from './templates.ts';

export async function memberReachRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** A signed-in head admin; any other admin is told the templates are the head admins'. */
  const requireTemplatesAdmin = async (request: FastifyRequest) => {
    await ctx.guards.requireAdmin(request);
    if (request.admin?.role !== 'head_admin') {
      throw new HttpError(403, 'FORBIDDEN', reachMessages.templatesHeadAdminOnly);
    }
  };

  app.get('/api/members/:id/reach', {
    preValidation: ctx.guards.requireAdmin,
    config: { accessLog: 'member.reach' },
    schema: {
      tags: ['members'],
      summary: "The member's reminder consent (channel, language, e-mail) and every recorded answer",
      params: memberIdParamsSchema,
      response: { 200: memberReachSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => memberReach(ctx, request.params.id),
  });

  app.get('/api/message-templates', {
    preValidation: requireTemplatesAdmin,
    schema: {
      tags: ['messages'],
      summary: 'Every member message template in force (kind × channel × language) and the office they name',
      response: { 200: messageTemplatesSchema, ...errors(401, 403) },
    },
    handler: async () => listTemplates(ctx),
  });

  app.put('/api/message-templates/:kind/:channel/:language', {
    preValidation: requireTemplatesAdmin,
    schema: {
      tags: ['messages'],
      summary:
        'Save a template over the default: known placeholders; an SMS in GSM-7, at most 2 parts with sample values; one activity entry',
      params: messageTemplateParamsSchema,
      body: messageTemplateSaveSchema,
      response: { 200: messageTemplateViewSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => saveTemplate(ctx, request.admin!, request.params, request.body),
  });
}
