/**
 * HTTP of an admin's own preferences (issue 23 item 6): Registered Members' view and table sort,
 * stored per admin so they follow the admin to another computer. Saving one is not an activity-log
 * event: it changes how the portal shows things to that admin, not the program's records
 * (DECISIONS 36 lists the writes that are logged; notification read marks are the same kind).
 */
import {
  knownPreferences,
  languageChoiceSchema,
  preferenceBodySchema,
  preferenceParamsSchema,
  preferencesSchema,
  preferenceValueSchemas,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { parseOrRefuse } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import { storedPreferences, storeLanguage, storePreference } from './queries.ts';

export async function preferenceRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards, db } = ctx;
  const tags = ['account'];

  const preferencesOf = async (userId: string) => ({
    preferences: knownPreferences(await storedPreferences(db, userId)),
  });

  app.get('/api/me/preferences', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: "The signed-in administrator's own preferences (Registered Members' view and table sort)",
      response: { 200: preferencesSchema, ...errors(401, 403) },
    },
    handler: async (request) => preferencesOf(request.admin!.userId),
  });

  app.put('/api/me/preferences/:key', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Store one of one’s own preferences; answers them all. Not an activity-log event.',
      description:
        "Keys: `members-view` ('cards' or 'table'), `members-sort` (a sort of GET /api/members, or null).",
      params: preferenceParamsSchema,
      body: preferenceBodySchema,
      response: { 200: preferencesSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const { key } = request.params;
      const { value } = parseOrRefuse(
        preferenceBodySchema.extend({ value: preferenceValueSchemas[key] }),
        request.body,
      );
      const userId = request.admin!.userId;
      await storePreference(db, userId, key, value);
      return preferencesOf(userId);
    },
  });

  app.put('/api/me/language', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Store the language one’s pages and refusals are in (issue 26). Not an activity-log event.',
      description:
        '`en` (English, the default) or `fil` (Filipino). The answer is already in the new language.',
      body: languageChoiceSchema,
      response: { 200: languageChoiceSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const { language } = request.body;
      const admin = request.admin!;
      await storeLanguage(db, admin.userId, language);
      admin.language = language;
      return { language };
    },
  });
}
