import { bigint, date, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * DECISIONS 26: each member's claims, kept by triggers on members and claimed_services (migration 0006)
 * in the transaction that writes a claim. One row per member, zeros until the first claim; never written
 * by the app. `claim_rollups_rebuild()` recomputes it after a bulk load.
 */
export const memberClaimTotals = pgTable('member_claim_totals', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  claimsCount: integer('claims_count').notNull().default(0),
  totalClaimedCentavos: bigint('total_claimed_centavos', { mode: 'number' }).notNull().default(0),
  latestClaimDate: date('latest_claim_date', { mode: 'string' }),
});
