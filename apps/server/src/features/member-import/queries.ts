/**
 * The import's SQL, set-based: one statement looks up all the file's keys, members and their
 * notifications are written in multi-row inserts of IMPORT_CHUNK rows.
 */
import { type ExistingMemberKeys, memberDuplicateKey } from '@portal/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../core/members.ts';
import type { Tx } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  admins,
  claimedServices,
  memberImportBatches,
  members,
  notifications,
  voidedClaims,
} from '../../db/schema/index.ts';

/** Rows per multi-row INSERT (about 20 parameters a member: well under PostgreSQL's 65,535). */
export const IMPORT_CHUNK = 1000;

/** One advisory lock for every import: two imports never check and write at the same time. */
const IMPORT_LOCK_KEY = 727_431_038;

export async function lockImports(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

export type IdentityParts = { l: string; f: string; m: string; d: string; b: string };

/**
 * Which of these keys the members already hold (archived included, DECISIONS 8): ID-number keys,
 * reference numbers and name/dob/barangay keys, each in one statement over a JSON parameter (the
 * unique indexes answer them).
 */
export async function existingMemberKeys(
  db: Queryable,
  keys: { idNumberKeys: string[]; referenceNumbers: string[]; identities: IdentityParts[] },
): Promise<ExistingMemberKeys> {
  const ids = rowsOf<{ k: string }>(
    await db.execute(sql`
      select m.id_number_key as k from ${members} m
      where m.id_number_key in (select jsonb_array_elements_text(${JSON.stringify(keys.idNumberKeys)}::jsonb))`),
  );
  const refs = await takenReferenceNumbers(db, keys.referenceNumbers);
  // The rule's folding (memberDuplicateKeyParts) is the one of the unique index members_duplicate_key_idx.
  const identities = rowsOf<IdentityParts>(
    await db.execute(sql`
      select k.l, k.f, k.m, k.d::text as d, k.b
      from jsonb_to_recordset(${JSON.stringify(keys.identities)}::jsonb) as k(l text, f text, m text, d date, b text)
      where exists (
        select 1 from ${members} m
        where lower(trim(m.last_name)) = k.l and lower(trim(m.first_name)) = k.f
          and lower(trim(m.middle_name)) = k.m and m.dob = k.d and m.barangay = k.b)`),
  );
  return {
    idNumberKeys: new Set(ids.map((r) => r.k)),
    referenceNumbers: refs,
    identityKeys: new Set(
      identities.map((r) =>
        memberDuplicateKey({ lastName: r.l, firstName: r.f, middleName: r.m, dob: r.d, barangay: r.b }),
      ),
    ),
  };
}

/** Which of these reference numbers members already have. */
export async function takenReferenceNumbers(db: Queryable, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = rowsOf<{ r: string }>(
    await db.execute(sql`
      select m.reference_number as r from ${members} m
      where m.reference_number in (select jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb))`),
  );
  return new Set(rows.map((r) => r.r));
}

export type BatchRow = typeof memberImportBatches.$inferSelect & {
  createdByFirstName: string | null;
  createdByLastName: string | null;
  membersWithClaims: number;
};

/**
 * The batch's members with a claim, voided ones included (DECISIONS 51): undoing the batch would
 * delete a voided claim's record, which the audit keeps.
 */
const withClaims = sql<number>`(
  select count(distinct c.member_id)::int
  from (select member_id from ${claimedServices} union all select member_id from ${voidedClaims}) c
  join ${members} m on m.id = c.member_id
  where m.import_batch_id = ${memberImportBatches.id})`;

const batchColumns = {
  id: memberImportBatches.id,
  fileName: memberImportBatches.fileName,
  imported: memberImportBatches.imported,
  refused: memberImportBatches.refused,
  createdAt: memberImportBatches.createdAt,
  createdBy: memberImportBatches.createdBy,
  undoneAt: memberImportBatches.undoneAt,
  undoneBy: memberImportBatches.undoneBy,
  createdByFirstName: admins.firstName,
  createdByLastName: admins.lastName,
  membersWithClaims: withClaims,
};

/** The latest imports, newest first, with who made them and how many of their members have claims. */
export async function latestBatches(db: Queryable, limit: number): Promise<BatchRow[]> {
  const rows = await db
    .select(batchColumns)
    .from(memberImportBatches)
    .leftJoin(admins, eq(admins.userId, memberImportBatches.createdBy))
    .orderBy(desc(memberImportBatches.createdAt), desc(memberImportBatches.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, membersWithClaims: Number(r.membersWithClaims) }));
}

export async function batchById(db: Queryable, id: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .select(batchColumns)
    .from(memberImportBatches)
    .leftJoin(admins, eq(admins.userId, memberImportBatches.createdBy))
    .where(eq(memberImportBatches.id, id));
  return row ? { ...row, membersWithClaims: Number(row.membersWithClaims) } : undefined;
}

export async function insertBatch(
  tx: Tx,
  row: typeof memberImportBatches.$inferInsert,
): Promise<typeof memberImportBatches.$inferSelect> {
  const [inserted] = await tx.insert(memberImportBatches).values(row).returning();
  return inserted!;
}

/** A member to write. */
export type ImportedMember = {
  idNumber: string;
  idNumberKey: string;
  referenceNumber: string;
  firstName: string;
  lastName: string;
  middleName: string;
  suffix?: string | null;
  maidenName?: string | null;
  barangay: string;
  houseStreet?: string | null;
  completeAddress: string;
  gender?: string | null;
  civilStatus?: string | null;
  phoneNumber?: string | null;
  dob: string;
  registrationDate: string;
  expiryDate: string;
};

/**
 * The batch's members, IMPORT_CHUNK at a time: each chunk is one statement whose rows travel as one
 * JSON parameter (a VALUES list of 20,000 parameters costs more to build and plan than the insert
 * itself). Returns how many were written. The batch raises one notification (insertBatchNotification),
 * not one per member (issue 23).
 */
export async function insertImportedMembers(
  tx: Tx,
  rows: readonly ImportedMember[],
  batch: { id: string; createdBy: string },
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + IMPORT_CHUNK));
    const result = await tx.execute(sql`
      with r as (
        select * from jsonb_to_recordset(${chunk}::jsonb) as r(
          "idNumber" text, "idNumberKey" text, "referenceNumber" text, "firstName" text, "lastName" text,
          "middleName" text, suffix text, "maidenName" text, barangay text, "houseStreet" text,
          "completeAddress" text, gender text, "civilStatus" text, "phoneNumber" text, dob date,
          "registrationDate" date, "expiryDate" date)
      ), m as (
        insert into ${members} (id_number, id_number_key, reference_number, first_name, last_name, middle_name,
          suffix, maiden_name, barangay, house_street, complete_address, gender, civil_status, phone_number, dob,
          registration_date, expiry_date, created_by, import_batch_id)
        select "idNumber", "idNumberKey", "referenceNumber", "firstName", "lastName", "middleName", suffix,
          "maidenName", barangay, "houseStreet", "completeAddress", gender, "civilStatus", "phoneNumber", dob,
          "registrationDate", "expiryDate", ${batch.createdBy}, ${batch.id}::uuid
        from r
        returning 1
      )
      select count(*)::int as n from m`);
    written += Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return written;
}

/** The batch's one 'import' notification, raised by (and so not shown to) the importing admin. */
export async function insertBatchNotification(
  tx: Tx,
  batch: { id: string; createdBy: string },
  text: { title: string; message: string },
): Promise<void> {
  await tx.insert(notifications).values({
    type: 'import',
    importBatchId: batch.id,
    actorId: batch.createdBy,
    title: text.title,
    message: text.message,
  });
}

/**
 * The batch's member rows locked until the transaction ends (a claim locks its member first, so
 * none can be added while the undo looks), with their stored files.
 */
export async function lockBatchMembers(
  tx: Tx,
  batchId: string,
): Promise<{ id: string; files: (string | null)[] }[]> {
  const rows = await tx
    .select({
      id: members.id,
      idPictureKey: members.idPictureKey,
      signatureKey: members.signatureKey,
      qrCodeKey: members.qrCodeKey,
    })
    .from(members)
    .where(eq(members.importBatchId, batchId))
    .for('update');
  return rows.map((r) => ({ id: r.id, files: [r.idPictureKey, r.signatureKey, r.qrCodeKey] }));
}

export async function batchMembersWithClaims(tx: Tx, batchId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(distinct c.member_id)::int as n
      from (select member_id from ${claimedServices} union all select member_id from ${voidedClaims}) c
      join ${members} m on m.id = c.member_id
      where m.import_batch_id = ${batchId}`),
  );
  return Number(row?.n ?? 0);
}

/** Deletes the batch's members (their notifications, beneficiaries and renewals go with them). */
export async function deleteBatchMembers(tx: Tx, batchId: string): Promise<number> {
  const deleted = await tx
    .delete(members)
    .where(eq(members.importBatchId, batchId))
    .returning({ id: members.id });
  return deleted.length;
}

export async function markBatchUndone(tx: Tx, batchId: string, at: Date, by: string): Promise<void> {
  await tx
    .update(memberImportBatches)
    .set({ undoneAt: at, undoneBy: by })
    .where(eq(memberImportBatches.id, batchId));
}

export async function lockBatch(
  tx: Tx,
  id: string,
): Promise<typeof memberImportBatches.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(memberImportBatches)
    .where(eq(memberImportBatches.id, id))
    .for('update');
  return row;
}
