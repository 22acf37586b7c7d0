/**
 * Contracts of reaching members (issue 25 items 1 and 5, DECISIONS 43): a member's consent record
 * and the message templates head admins edit.
 */
import { z } from 'zod';
import {
  MEMBER_MESSAGE_KINDS,
  MESSAGE_CHANNELS,
  TEMPLATE_BODY_MAX,
  TEMPLATE_SUBJECT_MAX,
} from '../message-templates.ts';
import { MEMBER_LANGUAGES, REMINDER_CONSENTS } from '../reach.ts';
import { plainString } from '../schemas/fields.ts';
import { instantString } from './common.ts';

/** One recorded answer to the consent question. */
export const consentRecordSchema = z.object({
  reminderConsent: z.enum(REMINDER_CONSENTS),
  language: z.enum(MEMBER_LANGUAGES),
  /** The version of CONSENT_WORDING read to the member. */
  wordingVersion: z.string(),
  recordedAt: instantString(),
  /** The admin who recorded it ('' when the account is gone). */
  recordedByName: z.string(),
});
type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/members/:id/reach — admins only; the public pages show none of it. */
export const memberReachSchema = z.object({
  reminderConsent: z.enum(REMINDER_CONSENTS),
  language: z.enum(MEMBER_LANGUAGES),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The stored number can receive SMS (+639XXXXXXXXX); false: "not an SMS number". */
  smsNumber: z.boolean(),
  /** The answer in force (the latest), or null when none was ever recorded. */
  consent: consentRecordSchema.nullable(),
  /** Every answer recorded, newest first. */
  history: z.array(consentRecordSchema),
});
export type MemberReach = z.infer<typeof memberReachSchema>;

/** `/api/message-templates/:kind/:channel/:language` */
export const messageTemplateParamsSchema = z.object({
  kind: z.enum(MEMBER_MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(MEMBER_LANGUAGES),
});
export type MessageTemplateParams = z.infer<typeof messageTemplateParamsSchema>;

/** PUT /api/message-templates/:kind/:channel/:language */
export const messageTemplateSaveSchema = z.object({
  /** An e-mail's subject (required for e-mail; ignored for SMS). */
  subject: plainString().max(TEMPLATE_SUBJECT_MAX).nullish(),
  /** The text with its placeholders. */
  body: plainString(undefined, { multiline: true }).max(TEMPLATE_BODY_MAX),
});
export type MessageTemplateSave = z.infer<typeof messageTemplateSaveSchema>;

/** One template as in force: the saved text, else the default. */
export const messageTemplateViewSchema = messageTemplateParamsSchema.extend({
  subject: z.string().nullable(),
  body: z.string(),
  /** A head admin saved this text (false: the default). */
  edited: z.boolean(),
  updatedAt: instantString().nullable(),
  updatedByName: z.string().nullable(),
});
export type MessageTemplateView = z.infer<typeof messageTemplateViewSchema>;

/** GET /api/message-templates — every kind × channel × language, and the office the placeholders name. */
export const messageTemplatesSchema = z.object({
  templates: z.array(messageTemplateViewSchema),
  office: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
});
export type MessageTemplates = z.infer<typeof messageTemplatesSchema>;
