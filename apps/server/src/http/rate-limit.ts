import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * Keys carry what people typed (a login, an email): a long one is stored as its first characters and
 * a hash, so no input can overflow the key's index.
 */
export function rateLimitKey(key: string): string {
  if (key.length <= 160) return key;
  return `${key.slice(0, 96)}#${createHash('sha256').update(key).digest('hex')}`;
}

export type RateLimitHit = { count: number; resetAt: Date; limited: boolean; retryAfterSeconds: number };

/**
 * Counts one event for `key` in a fixed window (atomic upsert in the database, so every server
 * process shares the counter). `limited` when the count is above `limit`.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitHit> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${rateLimitKey(key)}, 1, now() + ${`${windowMs} milliseconds`}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where reset_at < now()`);
  const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0]!;
  const resetAt = new Date(row.reset_at);
  const count = Number(row.count);
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return { count, resetAt, limited: count > limit, retryAfterSeconds };
}

/** Takes back one counted event (e.g. an attempt that turned out to be legitimate). */
export async function undoRateLimitHit(db: Db, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set count = greatest(count - 1, 0) where key = ${rateLimitKey(key)}`,
  );
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${rateLimitKey(key)}`);
}
