/**
 * The member message templates in force (issue 25 item 5): what a head admin saved, else the
 * domain's default, for every kind, channel and language. Read by the Message templates page and by
 * the reminders job, which fills them per member.
 */
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MEMBER_LANGUAGES,
  MEMBER_MESSAGE_KINDS,
  MESSAGE_CHANNELS,
  type MemberLanguage,
  type MemberMessageKind,
  type MessageChannel,
} from '@portal/domain';
import { messageTemplates } from '../db/schema/index.ts';
import type { Queryable } from './members.ts';

export type TemplateInForce = {
  kind: MemberMessageKind;
  channel: MessageChannel;
  language: MemberLanguage;
  subject: string | null;
  body: string;
  /** The saved row, when a head admin saved one. */
  saved: { updatedAt: Date; updatedBy: string | null } | null;
};

export async function templatesInForce(db: Queryable): Promise<TemplateInForce[]> {
  const rows = await db.select().from(messageTemplates);
  const savedOf = new Map(rows.map((row) => [`${row.kind}:${row.channel}:${row.language}`, row]));
  const all: TemplateInForce[] = [];
  for (const kind of MEMBER_MESSAGE_KINDS) {
    for (const channel of MESSAGE_CHANNELS) {
      for (const language of MEMBER_LANGUAGES) {
        const row = savedOf.get(`${kind}:${channel}:${language}`);
        const fallback = DEFAULT_MESSAGE_TEMPLATES[language][kind][channel];
        all.push({
          kind,
          channel,
          language,
          subject: channel === 'email' ? (row?.subject ?? fallback.subject) : null,
          body: row?.body ?? fallback.body,
          saved: row ? { updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null,
        });
      }
    }
  }
  return all;
}
