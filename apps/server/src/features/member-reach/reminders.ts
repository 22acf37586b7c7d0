/**
 * The member messages (DECISIONS 43; issue 25 item 2): welcome, the renewal reminders 60, 30 and 7
 * days before the expiry and on the expiry day, and the renewal confirmation. Raised set-based: ONE
 * `INSERT … SELECT … ON CONFLICT DO NOTHING` per kind, whatever the number of members, rendering each
 * member's text in SQL from the templates in force (the member's channel and language; the office's
 * details filled in first, once). The outbox's unique `dedupe_key` (kind:member:term expiry) makes
 * each message once per member, kind and term, so a run may repeat, overlap another server's or
 * follow a missed day: the reminders' windows (the domain's RENEWAL_REMINDER_WINDOWS) catch up.
 * Only members who agreed to the channel and have a usable number (+639XXXXXXXXX) or address.
 */
import {
  CONFIRMATION_DAYS,
  MEMBER_MESSAGE_KINDS,
  MESSAGE_MONTHS,
  type MemberMessageKind,
  type OfficeDetails,
  officeContact,
  RENEWAL_REMINDER_WINDOWS,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import type { TemplateInForce } from '../../core/message-templates.ts';

/** What a run wrote: new messages per kind. */
export type RaisedMessages = Record<MemberMessageKind, number>;

/** Which members each kind is due for, on `today` (Manila) at `now`. */
function dueCondition(kind: MemberMessageKind, today: string, now: Date): SQL {
  const since = new Date(now.getTime() - CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
  switch (kind) {
    case 'welcome':
      // Registered lately: a member who agrees later hears from the next reminder instead.
      return sql`m.created_at >= ${since}`;
    case 'renewed':
      return sql`exists (select 1 from renewals r where r.member_id = m.id and r.new_expiry = m.expiry_date and r.renewed_at >= ${since})`;
    default: {
      const w = RENEWAL_REMINDER_WINDOWS[kind];
      return sql`m.expiry_date between ${today}::date + ${w.fromDaysLeft}::int and ${today}::date + ${w.toDaysLeft}::int`;
    }
  }
}

/** The office's placeholders filled (the same for every member), the member's left for SQL. */
function withOffice(text: string | null, office: OfficeDetails): string | null {
  if (text === null) return null;
  return text.replaceAll('{officeName}', office.name).replaceAll('{officePhone}', officeContact(office));
}

/** A template's text filled per member in SQL: reference number, expiry date (in its language), first name last. */
const filled = (column: SQL) =>
  sql`replace(replace(replace(${column}, '{referenceNumber}', m.reference_number), '{expiryDate}', t.months[extract(month from m.expiry_date)::int] || ' ' || extract(day from m.expiry_date)::int || ', ' || extract(year from m.expiry_date)::int), '{firstName}', m.first_name)`;

/** Raises the kind's messages that are due: one statement. Answers how many were written. */
export async function raiseKind(
  db: Queryable,
  kind: MemberMessageKind,
  templates: TemplateInForce[],
  office: OfficeDetails,
  today: string,
  now: Date,
): Promise<number> {
  const rows = templates
    .filter((t) => t.kind === kind)
    .map((t) => ({
      channel: t.channel,
      language: t.language,
      subject: withOffice(t.subject, office),
      body: withOffice(t.body, office),
      months: MESSAGE_MONTHS[t.language],
    }));
  const result = await db.execute(sql`
    insert into outbox_messages
      (channel, recipient, subject, body, kind, member_id, dedupe_key, next_attempt_at, created_at)
    select m.reminder_consent,
           case m.reminder_consent when 'sms' then m.phone_number else m.email end,
           ${filled(sql`t.subject`)},
           ${filled(sql`t.body`)},
           ${kind},
           m.id,
           ${kind} || ':' || m.id || ':' || m.expiry_date::text,
           ${now},
           ${now}
      from members m
      join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           as t(channel text, language text, subject text, body text, months text[])
        on t.channel = m.reminder_consent and t.language = m.language
     where m.archived_at is null
       and m.reminder_consent <> 'none'
       and case m.reminder_consent
             when 'sms' then m.phone_number ~ '^\\+639[0-9]{9}$'
             else m.email is not null
           end
       and ${dueCondition(kind, today, now)}
    on conflict (dedupe_key) do nothing`);
  return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
}

/** Every kind, one statement each. */
export async function raiseMemberMessages(
  db: Queryable,
  templates: TemplateInForce[],
  office: OfficeDetails,
  today: string,
  now: Date,
): Promise<RaisedMessages> {
  const raised = {} as RaisedMessages;
  for (const kind of MEMBER_MESSAGE_KINDS)
    raised[kind] = await raiseKind(db, kind, templates, office, today, now);
  return raised;
}
