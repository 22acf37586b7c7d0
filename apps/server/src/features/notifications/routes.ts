/** HTTP of the notifications: the list, the bell's unread count, mark read and mark all read. */
import {
  markAllReadBodySchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from './service.ts';

export async function notificationRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['notifications'];

  app.get('/api/notifications', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Notifications newest first, 20 per page, optionally one type, with read state of the admin',
      querystring: notificationListQuerySchema,
      response: { 200: notificationPageSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => listNotifications(ctx, request.admin!, request.query),
  });

  app.get('/api/notifications/unread-count', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: "The signed-in admin's unread notifications (the header's bell)",
      response: { 200: unreadCountSchema, ...errors(401, 403) },
    },
    handler: async (request) => unreadNotifications(ctx, request.admin!),
  });

  app.post('/api/notifications/:id/read', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Marks one notification read for the signed-in admin; answers the unread count',
      params: notificationIdParamsSchema,
      response: { 200: unreadCountSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => markNotificationRead(ctx, request.admin!, request.params.id),
  });

  app.post('/api/notifications/read-all', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Marks every notification (or every one of a type) read for the signed-in admin',
      body: markAllReadBodySchema,
      response: { 200: unreadCountSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => markAllNotificationsRead(ctx, request.admin!, request.body?.type),
  });
}
