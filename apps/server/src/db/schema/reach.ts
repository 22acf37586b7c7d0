import type { MemberLanguage, MemberMessageKind, MessageChannel, ReminderConsent } from '@portal/domain';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { members } from './members.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const adminRef = (name: string) => text(name).references(() => admins.userId, { onDelete: 'set null' });

/**
 * Every answer to the consent question (DECISIONS 43; migration 0029): the channel, the language, the
 * wording's version, when and by whom. The one in force is also on the member row.
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reminderConsent: text('reminder_consent').$type<ReminderConsent>().notNull(),
    language: text('language').$type<MemberLanguage>().notNull(),
    wordingVersion: text('wording_version').notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    recordedBy: adminRef('recorded_by'),
  },
  (t) => [index('member_consents_member_idx').on(t.memberId, t.recordedAt)],
);

/** A template a head admin saved over the domain's default (issue 25 item 5), per kind, channel and language. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    kind: text('kind').$type<MemberMessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    language: text('language').$type<MemberLanguage>().notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: adminRef('updated_by'),
  },
  (t) => [primaryKey({ name: 'message_templates_pkey', columns: [t.kind, t.channel, t.language] })],
);
