/**
 * `npm run bench -- --suite reminders [--members 100000] [--only postgres]`: the member messages job
 * (DECISIONS 43; apps/server/src/features/member-reach/reminders.ts) on the large dataset's members
 * (expiries spread over three and a half years), 60 % of them with consent (half SMS, half e-mail, a
 * third in Filipino). Steps: the first run (the backlog of every reminder window, what a fresh
 * deployment raises), the same day again (nothing new: the job's usual hourly run) and the next day
 * (a day's messages), each one statement per kind. Beside them the raw-SQL anchor: the first run's
 * rows written by one hand-written INSERT … SELECT with a fixed text (no templates, no languages, no
 * rendering) into an empty outbox. The goal: a day's messages within 5 s.
 */
import { addDays, todayIn } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { DEFAULT_OFFICE } from '../../apps/server/src/config.ts';
import { templatesInForce } from '../../apps/server/src/core/message-templates.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { raiseMemberMessages } from '../../apps/server/src/features/member-reach/reminders.ts';
import { type BenchBackend, ms, printTable } from './harness.ts';
import { seedLargeDataset } from './large-dataset.ts';

export type RemindersBenchRow = { backend: string; step: string; ms: number; rows: number };

/**
 * Consent on 60 % of the members (half SMS, half e-mail, a third in Filipino), written when they
 * registered (so no welcome is due). Members who agreed already are left as they are.
 */
export async function agreeToMessages(db: BenchBackend['database']['db']): Promise<void> {
  await db.execute(sql`
    update members set
      reminder_consent = case when h < 30 then 'sms' when h < 60 then 'email' else 'none' end,
      language = case when h % 3 = 0 then 'fil' else 'en' end,
      phone_number = '+63917' || lpad((h * 7919 % 10000000)::text, 7, '0'),
      email = 'member' || h || '@example.org',
      created_at = registration_date::timestamptz
    from (select id as mid, abs(hashtext(id::text)) % 100 as h from members) x
    where members.id = x.mid and members.reminder_consent = 'none'`);
}

export async function benchReminders(
  backend: BenchBackend,
  options: { members: number; log: (line: string) => void },
): Promise<RemindersBenchRow[]> {
  const { log } = options;
  const db = backend.database.db;
  const seconds = await seedLargeDataset(db, { members: options.members, claims: 0, log });
  log(`  [${backend.name}] seeded in ${seconds.toFixed(0)} s`);
  await agreeToMessages(db);
  await db.execute(sql`analyze`);
  const rows: RemindersBenchRow[] = [];
  const outboxCount = async () =>
    rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from outbox_messages`))[0]!.n;
  const now = new Date();
  const today = todayIn('Asia/Manila', now);
  const templates = await templatesInForce(db);
  const run = async (step: string, day: string, at: Date) => {
    const before = await outboxCount();
    const started = performance.now();
    const raised = await raiseMemberMessages(db, templates, DEFAULT_OFFICE, day, at);
    const took = performance.now() - started;
    const written = (await outboxCount()) - before;
    rows.push({ backend: backend.label, step, ms: took, rows: written });
    log(`  [${backend.name}] ${step}: ${ms(took)} ms, ${written} rows ${JSON.stringify(raised)}`);
  };
  await run('first run (every window: the backlog)', today, now);
  await run('same day again (nothing new)', today, now);
  await run("next day (a day's messages)", addDays(today, 1), new Date(now.getTime() + 86_400_000));

  // The anchor: the first run's reminders by one plain statement, fixed text, into an empty outbox.
  await db.execute(sql`truncate outbox_messages`);
  const started = performance.now();
  await db.execute(sql`
    insert into outbox_messages (channel, recipient, body, kind, member_id, dedupe_key)
    select m.reminder_consent, case m.reminder_consent when 'sms' then m.phone_number else m.email end,
           'Your membership ends soon.', k.kind, m.id, k.kind || ':' || m.id || ':' || m.expiry_date
      from members m
      join (values ('renewal_60', 31, 60), ('renewal_30', 8, 30), ('renewal_7', 1, 7), ('renewal_0', 0, 0))
           as k(kind, lo, hi) on m.expiry_date between ${today}::date + k.lo and ${today}::date + k.hi
     where m.archived_at is null and m.reminder_consent <> 'none'
    on conflict (dedupe_key) do nothing`);
  const anchorMs = performance.now() - started;
  rows.push({
    backend: backend.label,
    step: 'raw SQL anchor (first run, fixed text)',
    ms: anchorMs,
    rows: await outboxCount(),
  });
  return rows;
}

export function printRemindersTable(rows: RemindersBenchRow[], members: number): void {
  console.log(
    `\nMember messages job, ${members.toLocaleString('en-PH')} members (goal: a day's messages < 5 s)`,
  );
  printTable(
    ['backend', 'step', 'ms', 'rows written'],
    rows.map((r) => [r.backend, r.step, ms(r.ms), r.rows]),
  );
}
