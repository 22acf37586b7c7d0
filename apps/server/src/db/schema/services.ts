import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { members, membersBeneficiary } from './members.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const adminRef = (name: string) => text(name).references(() => admins.userId, { onDelete: 'set null' });

/** A claim's own columns, after its id: a recorded claim's and, moved as it was, a voided one's. */
const claimColumns = () => ({
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  serviceType: text('service_type').notNull(),
  specificProcedure: text('specific_procedure'),
  category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
  institution: text('institution').notNull(),
  amountCentavos: integer('amount_centavos').notNull(),
  serviceDate: date('service_date', { mode: 'string' }).notNull(),
  beneficiaryUse: boolean('beneficiary_use').notNull().default(false),
  beneficiaryId: uuid('beneficiary_id').references(() => membersBeneficiary.id, { onDelete: 'set null' }),
  beneficiaryName: text('beneficiary_name'),
  /** Calendar year in which the claim's membership-year window starts. */
  membershipYear: integer('membership_year').notNull(),
  /** 0, 1, 2 … counted from the registration date (DECISIONS 5). */
  membershipYearIndex: smallint('membership_year_index').notNull(),
});

export const claimedServices = pgTable(
  'claimed_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...claimColumns(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: adminRef('created_by'),
  },
  // Also claimed_services_service_date_idx (migration 0016, hand-written: drizzle cannot say INCLUDE):
  // (service_date, created_at, id) INCLUDE the columns the claims report reads; and the claims report's
  // claimed_services_institution_idx and claimed_services_service_idx (migration 0033, INCLUDE too).
  (t) => [index('claimed_services_member_service_date_idx').on(t.memberId, t.serviceType, t.serviceDate)],
);

/**
 * DECISIONS 51 (migration 0017): a voided claim, moved out of claimed_services with its id, so that it
 * counts toward no limit, total, report or notification; kept with who voided it, when and why, and
 * the claim that corrected it (`replacedBy`, when it was a Correct).
 */
export const voidedClaims = pgTable(
  'voided_claims',
  {
    id: uuid('id').primaryKey(),
    ...claimColumns(),
    createdAt: instant('created_at').notNull(),
    createdBy: adminRef('created_by'),
    voidedAt: instant('voided_at').notNull().defaultNow(),
    voidedBy: adminRef('voided_by'),
    voidReason: text('void_reason').notNull(),
    replacedBy: uuid('replaced_by'),
  },
  (t) => [
    index('voided_claims_member_idx').on(t.memberId, t.serviceDate),
    index('voided_claims_service_date_idx').on(t.serviceDate, t.createdAt, t.id),
  ],
);

/**
 * DECISIONS 52 (migration 0017): the number of each year's receipts, bumped in the transaction that
 * records a receipt, so the numbers of a year have no gaps.
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** An acknowledgment receipt, numbered when first printed; later prints are reprints. */
export const claimReceipts = pgTable(
  'claim_receipts',
  {
    claimId: uuid('claim_id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    issuedBy: adminRef('issued_by'),
    prints: integer('prints').notNull().default(1),
    lastPrintedAt: instant('last_printed_at').notNull().defaultNow(),
  },
  (t) => [unique('claim_receipts_number_key').on(t.year, t.number)],
);

/**
 * DECISIONS 24: the claims of membership years before the member's current one.
 * A claim's window has ended once registration + (index + 1) years is on or before today in Manila.
 */
export const claimsHistory = pgView('claims_history', {
  id: uuid('id').notNull(),
  memberId: uuid('member_id').notNull(),
  serviceType: text('service_type').notNull(),
  specificProcedure: text('specific_procedure'),
  category: text('category').notNull(),
  institution: text('institution').notNull(),
  amountCentavos: integer('amount_centavos').notNull(),
  serviceDate: date('service_date', { mode: 'string' }).notNull(),
  beneficiaryUse: boolean('beneficiary_use').notNull(),
  beneficiaryId: uuid('beneficiary_id'),
  beneficiaryName: text('beneficiary_name'),
  membershipYear: integer('membership_year').notNull(),
  membershipYearIndex: smallint('membership_year_index').notNull(),
  createdAt: instant('created_at').notNull(),
  createdBy: text('created_by'),
}).as(
  sql`select cs.* from ${claimedServices} cs join ${members} m on m.id = cs.member_id where (m.registration_date + make_interval(years => cs.membership_year_index + 1))::date <= (now() at time zone 'Asia/Manila')::date`,
);

export const serviceLimits = pgTable('service_limits', {
  serviceType: text('service_type').primaryKey(),
  category: text('category', { enum: ['outpatient', 'inpatient'] }).notNull(),
  maxCentavos: integer('max_centavos').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  updatedBy: adminRef('updated_by'),
});

/** DECISIONS 17: every change of a limit, with who made it and when. */
export const serviceLimitChanges = pgTable(
  'service_limit_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceType: text('service_type')
      .notNull()
      .references(() => serviceLimits.serviceType, { onDelete: 'cascade' }),
    oldMaxCentavos: integer('old_max_centavos').notNull(),
    newMaxCentavos: integer('new_max_centavos').notNull(),
    changedBy: adminRef('changed_by'),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [index('service_limit_changes_changed_at_idx').on(t.changedAt)],
);
