/** HTTP of the Messages page (issue 25 item 6): the outbox list for head admins, a member's messages. */
import {
  idParamsSchema,
  memberIdParamsSchema,
  memberMessagesSchema,
  messageActionSchema,
  messageListMessages,
  messageListQuerySchema,
  messageListSchema,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import { cancelMessage, memberMessages, messageList, retryMessage } from './service.ts';

export async function messageRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  /** A signed-in head admin; any other admin is told the list is the head admins'. */
  const requireMessagesAdmin = async (request: FastifyRequest) => {
    await ctx.guards.requireAdmin(request);
    if (request.admin?.role !== 'head_admin') {
      throw new HttpError(403, 'FORBIDDEN', messageListMessages.messagesHeadAdminOnly);
    }
  };

  app.get('/api/messages', {
    preValidation: requireMessagesAdmin,
    schema: {
      tags,
      summary:
        'Every SMS and e-mail of the outbox, newest first, 50 a page by keyset (cursor), filtered by status, channel, kind, days and member',
      querystring: messageListQuerySchema,
      response: { 200: messageListSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => messageList(ctx, request.query),
  });

  app.post('/api/messages/:id/retry', {
    preValidation: requireMessagesAdmin,
    schema: {
      tags,
      summary:
        'A failed message queued again, due now (attempts kept); 409 unless failed; one activity-log entry',
      params: idParamsSchema,
      response: { 200: messageActionSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => retryMessage(ctx, request.admin!, request.params.id),
  });

  app.post('/api/messages/:id/cancel', {
    preValidation: requireMessagesAdmin,
    schema: {
      tags,
      summary:
        'A queued message cancelled; 409 while it is being sent or once it left the queue; one activity-log entry',
      params: idParamsSchema,
      response: { 200: messageActionSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => cancelMessage(ctx, request.admin!, request.params.id),
  });

  app.get('/api/members/:id/messages', {
    preValidation: ctx.guards.requireAdmin,
    config: { accessLog: 'member.messages' },
    schema: {
      tags,
      summary: "A member's newest 50 messages, for the profile (every admin)",
      params: memberIdParamsSchema,
      response: { 200: memberMessagesSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => memberMessages(ctx, request.params.id),
  });
}
