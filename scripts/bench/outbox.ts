/**
 * `npm run bench -- --suite outbox [--messages 3000] [--rate 600] [--only postgres]`: the outbox's SMS
 * sending (DECISIONS 43; apps/server/src/outbox/sender.ts) against a real HTTP server standing in for
 * Semaphore's messages API (apps/server/test/sms-gateway.ts, a few milliseconds an answer).
 *
 * `--messages` SMS are queued at once; two senders (two servers of one database) run passes side by
 * side, minute after minute of the senders' clock (moved on by the bench, from 09:00 Manila), each
 * minute until a pass sends nothing more. Shown: the SMS sent each minute (never more than
 * SMS_RATE_PER_MINUTE, `--rate`), the messages the gateway took more than once (0), and the sending
 * cost per message beside the anchor of the same run: the same number of POSTs sent straight to the
 * gateway by one loop (no database, no claim, no lease).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { OutboxSender } from '../../apps/server/src/outbox/sender.ts';
import { createSemaphoreDriver } from '../../apps/server/src/sms/semaphore.ts';
import { StandInGateway } from '../../apps/server/test/sms-gateway.ts';
import { type BenchBackend, ms } from './harness.ts';

export type OutboxBenchRow = {
  backend: string;
  messages: number;
  rate: number;
  minutes: number;
  maxPerMinute: number;
  sent: number;
  duplicates: number;
  /** Wall time of the sending passes, per message. */
  msPerMessage: number;
  /** The anchor: the same POSTs straight to the gateway, per message. */
  anchorMsPerMessage: number;
};

export async function benchOutbox(
  backend: BenchBackend,
  options: { messages: number; rate: number; log: (line: string) => void },
): Promise<OutboxBenchRow> {
  const { log, messages, rate } = options;
  const db = backend.database.db;
  const gateway = new StandInGateway();
  await gateway.start();
  try {
    await db.execute(sql`delete from outbox_messages`);
    // 09:00 in Manila: the SMS window is open.
    let clock = new Date('2026-11-26T01:00:00Z');
    await db.execute(sql`
      insert into outbox_messages (channel, recipient, body, kind, next_attempt_at, created_at)
      select 'sms', '+63917' || lpad(i::text, 7, '0'), 'Paalala: ang iyong membership ay magtatapos. #' || i,
             'bench', ${clock}, ${clock}
        from generate_series(1, ${messages}::int) i`);
    const sender = () =>
      new OutboxSender({
        db,
        mailer: {
          send: async () => {
            throw new Error('no mail in this bench');
          },
        } as never,
        sms: createSemaphoreDriver({ apiKey: 'bench-key', senderName: 'CALAPAN', url: gateway.url }),
        now: () => clock,
        timeZone: 'Asia/Manila',
        smsRatePerMinute: rate,
        messageIdHost: 'bench.local',
        log: {
          info: () => undefined,
          warn: () => undefined,
          error: (o, m) => log(`  error ${m} ${String(o)}`),
        },
      });
    const servers = [sender(), sender()];
    const perMinute: number[] = [];
    let busyMs = 0;
    let sent = 0;
    while (sent < messages && perMinute.length < Math.ceil(messages / rate) + 3) {
      let thisMinute = 0;
      for (;;) {
        const started = performance.now();
        const reports = await Promise.all(servers.map((s) => s.runPass()));
        busyMs += performance.now() - started;
        const n = reports.reduce((sum, r) => sum + r.sent, 0);
        thisMinute += n;
        if (n === 0) break;
      }
      perMinute.push(thisMinute);
      sent += thisMinute;
      log(`  [${backend.name}] minute ${perMinute.length}: ${thisMinute} SMS`);
      clock = new Date(clock.getTime() + 60_000);
    }
    const taken = gateway.accepted().map((r) => r.fields.message ?? '');
    const duplicates = taken.length - new Set(taken).size;
    const unsent = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from outbox_messages where status <> 'sent'`),
    )[0]!.n;
    if (unsent > 0) log(`  [${backend.name}] ${unsent} messages not sent`);

    // The anchor: the same number of POSTs, one after another, straight to the gateway.
    const body = (i: number) =>
      new URLSearchParams({
        apikey: 'bench-key',
        number: '639170000000',
        message: `anchor ${i}`,
        sendername: 'X',
      });
    const anchorStarted = performance.now();
    for (let i = 0; i < sent; i += 1) {
      const response = await fetch(gateway.url, { method: 'POST', body: body(i) });
      await response.arrayBuffer();
    }
    const anchorMs = performance.now() - anchorStarted;
    const row: OutboxBenchRow = {
      backend: backend.label,
      messages,
      rate,
      minutes: perMinute.length,
      maxPerMinute: Math.max(...perMinute),
      sent,
      duplicates,
      msPerMessage: busyMs / Math.max(1, sent),
      anchorMsPerMessage: anchorMs / Math.max(1, sent),
    };
    log(
      `  [${backend.name}] ${sent} sent in ${perMinute.length} minutes (at most ${row.maxPerMinute} a minute), ` +
        `${duplicates} twice; ${ms(row.msPerMessage)} ms a message, anchor ${ms(row.anchorMsPerMessage)} ms`,
    );
    return row;
  } finally {
    await gateway.stop();
  }
}

export function printOutboxTable(rows: OutboxBenchRow[]): void {
  console.log('\nOutbox: SMS through a stand-in Semaphore gateway, two senders on one database');
  console.log(
    '| backend | queued | rate/min | minutes | most in a minute | sent | sent twice | ms a message | anchor: straight POSTs, ms | ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.backend} | ${r.messages} | ${r.rate} | ${r.minutes} | ${r.maxPerMinute} | ${r.sent} | ${r.duplicates} | ` +
        `${ms(r.msPerMessage)} | ${ms(r.anchorMsPerMessage)} | ${(r.msPerMessage / r.anchorMsPerMessage).toFixed(2)} |`,
    );
  }
}
