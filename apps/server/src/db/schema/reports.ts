import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * DECISIONS 26: each member's claims, kept by triggers on members and claimed_services (migration 0006)
 * in the transaction that writes a claim. One row per member, zeros until the first claim; never written
 * by the app. `claim_rollups_rebuild()` recomputes it after a bulk load.
 *
 * Migration 0007 copies the member's reference number, expiry date and archived flag here (kept by a
 * trigger on members), so the claims sorts of the reports table read one index in order, and the
 * counts rollups below follow a member from the row's old values to its new ones.
 */
export const memberClaimTotals = pgTable(
  'member_claim_totals',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    claimsCount: integer('claims_count').notNull().default(0),
    totalClaimedCentavos: bigint('total_claimed_centavos', { mode: 'number' }).notNull().default(0),
    latestClaimDate: date('latest_claim_date', { mode: 'string' }),
    /** Copies of the member's columns (trigger on members, migration 0007). */
    referenceNumber: text('reference_number'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    archived: boolean('archived').notNull().default(false),
    /** Copies of the member's barangay and registration date (migration 0012, same trigger). */
    barangay: text('barangay'),
    registrationDate: date('registration_date', { mode: 'string' }),
    /**
     * The member's claims and amounts per service (migration 0013): element i is the i-th service of
     * the catalogue (SERVICE_TYPES, 1-based in SQL: claim_service_slot()), element 13 any other. Kept by
     * the claim trigger in the same UPDATE as the totals; a set's top services sum them.
     */
    serviceClaims: integer('service_claims').array().notNull().default(sql`'{0,0,0,0,0,0,0,0,0,0,0,0,0}'`),
    serviceAmounts: bigint('service_amounts', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0,0,0,0,0,0,0,0}'`),
  },
  (t) => [
    // Reports sorted by claims (total, then count, ties on reference number), archived left out.
    index('member_claim_totals_claims_idx')
      .on(t.totalClaimedCentavos, t.claimsCount, sql`${t.referenceNumber} collate "C"`)
      .where(sql`not archived`),
    // Reports sorted by latest claim: newest first, members without claims last.
    index('member_claim_totals_latest_idx')
      .on(sql`coalesce(${t.latestClaimDate}, '0001-01-01'::date)`, sql`${t.referenceNumber} collate "C"`)
      .where(sql`not archived`),
    // Filters on registration date with any sort but the name sorts read this table alone (migration
    // 0012; a barangay filter scans it). Every index of this table also INCLUDEs the reference number,
    // expiry and registration dates, barangay, claims, total and latest claim date (in the migration:
    // drizzle cannot say INCLUDE), so those filters are checked in the index (index-only scans). Each
    // index costs every claim an index entry (the totals change: no HOT update): add none lightly.
    index('member_claim_totals_registered_idx')
      .on(t.registrationDate, sql`${t.referenceNumber} collate "C"`)
      .where(sql`not archived`),
  ],
);

/**
 * Non-archived members per expiry day and claim state (0: nothing claimed, 1: under ₱10,000, 2: ₱10,000
 * or more), with their claims and total claimed. Kept by triggers on member_claim_totals (migration
 * 0007); a few thousand rows, so the unfiltered and status-only cards and statistics (DECISIONS 28) and
 * the dashboard's member figures (DECISIONS 31) are sums over it instead of counts over every member.
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    claimState: smallint('claim_state').notNull(),
    members: integer('members').notNull().default(0),
    claimsCount: bigint('claims_count', { mode: 'number' }).notNull().default(0),
    totalClaimedCentavos: bigint('total_claimed_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.expiryDate, t.claimState] })],
);

/**
 * The claims of non-archived members per expiry day, claim state and service (the top services of the
 * unfiltered and status-only statistics). Kept by triggers on claimed_services and member_claim_totals.
 */
export const reportServiceCounts = pgTable(
  'report_service_counts',
  {
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    claimState: smallint('claim_state').notNull(),
    serviceType: text('service_type').notNull(),
    category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
    claimsCount: bigint('claims_count', { mode: 'number' }).notNull().default(0),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.expiryDate, t.claimState, t.serviceType] })],
);

/**
 * Every claim per service-date month (the first of the month), service and category: the dashboard's
 * monthly charts and top services (DECISIONS 31). Kept by a trigger on claimed_services.
 */
export const claimMonthCounts = pgTable(
  'claim_month_counts',
  {
    month: date('month', { mode: 'string' }).notNull(),
    serviceType: text('service_type').notNull(),
    category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
    claimsCount: bigint('claims_count', { mode: 'number' }).notNull().default(0),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.serviceType, t.category] })],
);

/*
 * Migrations 0011, 0013 and 0014: claims do not write the rollups above; each change appends rows to
 * delta tables (report_counts_delta for members moving; claim_rollup_deltas, one row per claim carrying
 * all its keys; no key, so concurrent claims share no row), and every 64th change folds the deltas into
 * the rollups (`claim_rollups_fold()`). Read the *_now views: rollup rows + deltas, several rows per key.
 */

/** report_counts + its deltas, per expiry day and claim state. */
export const reportCountsNow = pgView('report_counts_now', {
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  claimState: smallint('claim_state').notNull(),
  members: integer('members').notNull(),
  claimsCount: bigint('claims_count', { mode: 'number' }).notNull(),
  totalClaimedCentavos: bigint('total_claimed_centavos', { mode: 'number' }).notNull(),
}).existing();

/** report_service_counts + its deltas, per expiry day, claim state and service. */
export const reportServiceCountsNow = pgView('report_service_counts_now', {
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  claimState: smallint('claim_state').notNull(),
  serviceType: text('service_type').notNull(),
  category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
  claimsCount: bigint('claims_count', { mode: 'number' }).notNull(),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
}).existing();

/** claim_month_counts + its deltas, per month, service and category. */
export const claimMonthCountsNow = pgView('claim_month_counts_now', {
  month: date('month', { mode: 'string' }).notNull(),
  serviceType: text('service_type').notNull(),
  category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
  claimsCount: bigint('claims_count', { mode: 'number' }).notNull(),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
}).existing();

/**
 * The claims of non-archived members per barangay, registration month (its first day) and service
 * (migration 0012, kept like the rollups above: deltas folded every 64th change): the top services of
 * a set filtered by barangay and/or registration year/month. Read the view (rollup + deltas).
 */
export const reportPlaceServiceCounts = pgTable(
  'report_place_service_counts',
  {
    barangay: text('barangay').notNull(),
    registrationMonth: date('registration_month', { mode: 'string' }).notNull(),
    serviceType: text('service_type').notNull(),
    category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
    claimsCount: bigint('claims_count', { mode: 'number' }).notNull().default(0),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'report_place_service_counts_pk',
      columns: [t.barangay, t.registrationMonth, t.serviceType],
    }),
  ],
);

/** report_place_service_counts + its deltas. */
export const reportPlaceServiceCountsNow = pgView('report_place_service_counts_now', {
  barangay: text('barangay').notNull(),
  registrationMonth: date('registration_month', { mode: 'string' }).notNull(),
  serviceType: text('service_type').notNull(),
  category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
  claimsCount: bigint('claims_count', { mode: 'number' }).notNull(),
  amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
}).existing();

/**
 * Non-archived members per registration month (its first day), barangay, expiry month and claim state
 * (migration 0036), and the same per expiry day: a place-filtered set's members per status on any day
 * (the expiry months other than today's, plus the days of today's month). Kept like report_counts:
 * deltas (report_place_counts_delta) folded every 64th change; read the *_now views.
 */
export const reportPlaceCounts = pgTable(
  'report_place_counts',
  {
    registrationMonth: date('registration_month', { mode: 'string' }).notNull(),
    barangay: text('barangay').notNull(),
    expiryMonth: date('expiry_month', { mode: 'string' }).notNull(),
    claimState: smallint('claim_state').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'report_place_counts_pk',
      columns: [t.registrationMonth, t.barangay, t.expiryMonth, t.claimState],
    }),
  ],
);

export const reportPlaceExpiryCounts = pgTable(
  'report_place_expiry_counts',
  {
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    barangay: text('barangay').notNull(),
    registrationMonth: date('registration_month', { mode: 'string' }).notNull(),
    claimState: smallint('claim_state').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'report_place_expiry_counts_pk',
      columns: [t.expiryDate, t.barangay, t.registrationMonth, t.claimState],
    }),
  ],
);

/** report_place_counts + its deltas. */
export const reportPlaceCountsNow = pgView('report_place_counts_now', {
  registrationMonth: date('registration_month', { mode: 'string' }).notNull(),
  barangay: text('barangay').notNull(),
  expiryMonth: date('expiry_month', { mode: 'string' }).notNull(),
  claimState: smallint('claim_state').notNull(),
  members: integer('members').notNull(),
}).existing();

/** report_place_expiry_counts + its deltas. */
export const reportPlaceExpiryCountsNow = pgView('report_place_expiry_counts_now', {
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  barangay: text('barangay').notNull(),
  registrationMonth: date('registration_month', { mode: 'string' }).notNull(),
  claimState: smallint('claim_state').notNull(),
  members: integer('members').notNull(),
}).existing();
