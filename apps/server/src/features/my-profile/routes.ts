/** HTTP of My Profile. */
import {
  adminProfileUpdateSchema,
  messageResponseSchema,
  messages,
  myProfileResponseSchema,
  myProfileSavedSchema,
  passwordChangeSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toHeaders } from '../../auth/handler.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/responses.ts';
import { changeMyPassword, myProfile, updateMyProfile } from './service.ts';

export async function myProfileRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const tags = ['account'];

  app.get('/api/account/profile', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: "The signed-in administrator's own personal information",
      response: { 200: myProfileResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => ({ profile: myProfile(request.admin!) }),
  });

  app.patch('/api/account/profile', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Edit one’s personal information (names, date of birth, gender, civil status, contact number)',
      body: adminProfileUpdateSchema,
      response: { 200: myProfileSavedSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => ({
      message: messages.profileUpdated,
      profile: await updateMyProfile(ctx, request.admin!, request.body),
    }),
  });

  app.post('/api/account/password', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Change one’s password (current password; other sessions end)',
      body: passwordChangeSchema,
      response: { 200: messageResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const cookies = await changeMyPassword(ctx, request.admin!, request.body, toHeaders(request));
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { message: messages.passwordChanged };
    },
  });
}
