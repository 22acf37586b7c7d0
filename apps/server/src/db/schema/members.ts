import type {
  BeneficiaryGender,
  CivilStatus,
  Gender,
  MemberLanguage,
  Relationship,
  ReminderConsent,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const adminRef = (name: string) => text(name).references(() => admins.userId, { onDelete: 'set null' });

/**
 * One bulk import of existing members (DECISIONS 38): the file, who imported it and how many rows
 * it wrote and refused. Its members name it (members.import_batch_id), so a head admin can undo it
 * while none of them has a claim; an undone batch stays listed with undone_at.
 */
export const memberImportBatches = pgTable(
  'member_import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    imported: integer('imported').notNull(),
    refused: integer('refused').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: adminRef('created_by'),
    undoneAt: instant('undone_at'),
    undoneBy: adminRef('undone_by'),
  },
  (t) => [index('member_import_batches_created_at_idx').on(t.createdAt.desc())],
);

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As staff typed it (trimmed); shown, never compared. */
    idNumber: text('id_number').notNull(),
    /** The domain's idNumberKey(id_number) (DECISIONS 40): what duplicates are found on. */
    idNumberKey: text('id_number_key').notNull(),
    referenceNumber: text('reference_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name').notNull(),
    suffix: text('suffix'),
    maidenName: text('maiden_name'),
    barangay: text('barangay').notNull(),
    houseStreet: text('house_street'),
    completeAddress: text('complete_address').notNull(),
    gender: text('gender').$type<Gender>(),
    civilStatus: text('civil_status').$type<CivilStatus>(),
    phoneNumber: text('phone_number'),
    dob: day('dob').notNull(),
    registrationDate: day('registration_date').notNull(),
    expiryDate: day('expiry_date').notNull(),
    idPictureKey: text('id_picture_key'),
    signatureKey: text('signature_key'),
    qrCodeKey: text('qr_code_key'),
    /**
     * The public address the stored QR code encodes (migration 0025); null for codes made before it.
     * Codes of another address are made again once an address is confirmed (job refresh-qr-codes).
     */
    qrCodeAddress: text('qr_code_address'),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: adminRef('created_by'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    archivedAt: instant('archived_at'),
    archivedBy: adminRef('archived_by'),
    /**
     * May the program send reminders, by SMS or e-mail (DECISIONS 43; migration 0029), in which
     * language, to which e-mail address; the answer in force: when, by whom, which wording
     * (every answer: member_consents).
     */
    reminderConsent: text('reminder_consent').$type<ReminderConsent>().notNull().default('none'),
    language: text('language').$type<MemberLanguage>().notNull().default('en'),
    email: text('email'),
    consentRecordedAt: instant('consent_recorded_at'),
    consentRecordedBy: adminRef('consent_recorded_by'),
    consentWordingVersion: text('consent_wording_version'),
    /**
     * When the personal data was removed under the retention rule (issue 27 item 5, DECISIONS 48;
     * migration 0032): names blank, ID number key the row's id, contact, address and images gone.
     */
    anonymizedAt: instant('anonymized_at'),
    /** The import that wrote this member (DECISIONS 38), or null for a registration. */
    importBatchId: uuid('import_batch_id').references(() => memberImportBatches.id, { onDelete: 'set null' }),
    /**
     * Lower-cased 'first middle last suffix id-number id-number-key reference-number' for the lists'
     * search and the find box (trigram index; migration 0015).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || middle_name || ' ' || last_name || ' ' || coalesce(suffix, '') || ' ' || id_number || ' ' || id_number_key || ' ' || reference_number)`,
      ),
  },
  (t) => [
    uniqueIndex('members_id_number_key_idx').on(t.idNumberKey),
    uniqueIndex('members_reference_number_idx').on(t.referenceNumber),
    // DECISIONS 8: trimmed, case-insensitive names, archived members included. Mirrors the domain's
    // memberDuplicateKeyParts (the one definition of the rule; the barangay is a listed name, unfolded).
    // Removed members (anonymized_at, migration 0032) are left out.
    uniqueIndex('members_duplicate_key_idx')
      .on(
        sql`lower(trim(${t.lastName}))`,
        sql`lower(trim(${t.firstName}))`,
        sql`lower(trim(${t.middleName}))`,
        t.dob,
        t.barangay,
      )
      .where(sql`anonymized_at is null`),
    index('members_registration_date_idx').on(t.registrationDate.desc()),
    index('members_barangay_idx').on(t.barangay),
    // Members still without a QR code image (imported ones until fill-qr-codes makes it; migration 0023).
    index('members_qr_code_missing_idx').on(t.id).where(sql`qr_code_key is null`),
    index('members_qr_code_address_idx').on(t.qrCodeAddress).where(sql`qr_code_key is not null`),
    // The members list: newest registration first, archived left out (DECISIONS 9).
    index('members_list_idx')
      .on(t.registrationDate.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`archived_at is null`),
    index('members_list_barangay_idx')
      .on(
        t.barangay,
        t.registrationDate.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`archived_at is null`),
    index('members_archived_idx')
      .on(t.archivedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`archived_at is not null`),
    // The table view's reference-number sort (migration 0018); its other sorts use the reports' indexes.
    index('members_list_reference_idx')
      .on(sql`${t.referenceNumber} collate "C"`)
      .where(sql`archived_at is null`),
    index('members_import_batch_idx').on(t.importBatchId).where(sql`import_batch_id is not null`),
    index('members_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The reports table's sorts (DECISIONS 27), ties on the reference number, archived left out
    // (migration 0007). Names compare lower-cased, code point by code point (domain compareNameText).
    index('members_report_name_idx')
      .on(
        sql`lower(${t.lastName}) collate "C"`,
        sql`lower(${t.firstName}) collate "C"`,
        sql`lower(${t.middleName}) collate "C"`,
        sql`${t.referenceNumber} collate "C"`,
      )
      .where(sql`archived_at is null`),
    // The name sorts within one barangay (migration 0012).
    index('members_report_barangay_name_idx')
      .on(
        t.barangay,
        sql`lower(${t.lastName}) collate "C"`,
        sql`lower(${t.firstName}) collate "C"`,
        sql`lower(${t.middleName}) collate "C"`,
        sql`${t.referenceNumber} collate "C"`,
      )
      .where(sql`archived_at is null`),
    // The reminders job (migration 0029): only members who agreed to be reached.
    index('members_reminders_expiry_idx')
      .on(t.expiryDate)
      .where(sql`archived_at is null and reminder_consent <> 'none'`),
    index('members_reminders_created_idx')
      .on(t.createdAt)
      .where(sql`archived_at is null and reminder_consent <> 'none'`),
    index('members_report_expiry_idx')
      .on(t.expiryDate, sql`${t.referenceNumber} collate "C"`)
      .where(sql`archived_at is null`),
    index('members_report_registered_idx')
      .on(t.registrationDate, sql`${t.referenceNumber} collate "C"`)
      .where(sql`archived_at is null`),
  ],
);

export const membersBeneficiary = pgTable(
  'members_beneficiary',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    suffix: text('suffix'),
    gender: text('gender').$type<BeneficiaryGender>().notNull(),
    dob: day('dob').notNull(),
    /** Age in whole years on the day the beneficiary was created (DECISIONS 10). */
    age: smallint('age').notNull(),
    relationship: text('relationship').$type<Relationship>().notNull(),
    relationshipOther: text('relationship_other'),
    pwd: boolean('pwd').notNull().default(false),
    status: text('status', { enum: ['eligible', 'ineligible', 'removed'] }).notNull(),
    /** 1–4 for spouses of a male member (DECISIONS 12); null otherwise. */
    spouseOrder: smallint('spouse_order'),
    createdAt: instant('created_at').notNull().defaultNow(),
    removedAt: instant('removed_at'),
    removedBy: adminRef('removed_by'),
  },
  (t) => [index('members_beneficiary_member_idx').on(t.memberId)],
);

/**
 * Members that are not archived, per barangay and registration month (the first of the month).
 * Kept by the trigger of migration 0001_members_search, so the members list's total without a
 * search is a sum over a few hundred rows instead of a count over every member.
 */
export const membersListCounts = pgTable(
  'members_list_counts',
  {
    barangay: text('barangay').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.barangay, t.month] })],
);

/** DECISIONS 25: one row per renewal. */
export const renewals = pgTable(
  'renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    previousExpiry: day('previous_expiry').notNull(),
    newExpiry: day('new_expiry').notNull(),
    renewedAt: instant('renewed_at').notNull().defaultNow(),
    renewedBy: adminRef('renewed_by'),
    note: text('note'),
  },
  (t) => [index('renewals_member_idx').on(t.memberId, t.renewedAt)],
);

/**
 * Members whose ID numbers had the same key (DECISIONS 40) when migration 0004 introduced the key:
 * all but the oldest of each group got the key suffixed with '#<member id>' so they stay, and are
 * listed here (and in the server log at start-up until their ID number is corrected).
 */
export const idNumberKeyCollisions = pgTable('id_number_key_collisions', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The member's ID number as it was typed. */
  idNumber: text('id_number').notNull(),
  /** The key it shares with `sameAsMemberId`'s ID number. */
  key: text('key').notNull(),
  /** The oldest member with that key, which kept it. */
  sameAsMemberId: uuid('same_as_member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  foundAt: instant('found_at').notNull().defaultNow(),
});
