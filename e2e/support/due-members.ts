/**
 * Members whose membership is due for renewal, written into the server's database before the server
 * starts. The API registers members only within the last year (DECISIONS 6), so a membership
 * that has already expired, or expires within 60 days, cannot be made through it; the global setup
 * writes a few straight into the database instead, with the server's own schema and the domain's
 * dates, and tells the tests which (state.json). Nothing of this is in the server.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addDays,
  addYears,
  completeAddress,
  DEFAULT_TIMEZONE,
  daysBetween,
  expiryDate,
  type IsoDate,
  idNumberKey,
  memberFullName,
  todayIn,
} from '@portal/domain';
import { qrKey } from '../../apps/server/src/core/member-files.ts';
import { createDatabase } from '../../apps/server/src/db/index.ts';
import { members, outboxMessages } from '../../apps/server/src/db/schema/index.ts';
import { pngFixture, uniqueName } from './members.ts';

export interface DueMember {
  id: string;
  fullName: string;
  referenceNumber: string;
  barangay: string;
  expiryDate: IsoDate;
  /** Days from the setup's today to the expiry; negative once expired. */
  daysLeft: number;
}

/**
 * Expiry offsets from today: four expired (one per test that renews, and a spare), two within 30
 * days (the worklist), one within 60. Their barangays are used by no other test.
 */
const DUE: { daysLeft: number; barangay: string; firstName: string; gender: 'male' | 'female' }[] = [
  { daysLeft: -40, barangay: 'Bucayao', firstName: 'Rosario', gender: 'female' },
  { daysLeft: -12, barangay: 'Bucayao', firstName: 'Ernesto', gender: 'male' },
  { daysLeft: -3, barangay: 'Silonay', firstName: 'Lourdes', gender: 'female' },
  { daysLeft: -20, barangay: 'Bucayao', firstName: 'Efren', gender: 'male' },
  { daysLeft: 6, barangay: 'Silonay', firstName: 'Danilo', gender: 'male' },
  { daysLeft: 21, barangay: 'Wawa', firstName: 'Imelda', gender: 'female' },
  { daysLeft: 45, barangay: 'Suqui', firstName: 'Romeo', gender: 'male' },
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Starts `dataDir`'s embedded PostgreSQL (creating and migrating it), writes the members due for
 * renewal, and stops it again before the server starts on the folder.
 */
export async function seedDueMembers(dataDir: string): Promise<DueMember[]> {
  const today = todayIn(DEFAULT_TIMEZONE, new Date());
  const database = await createDatabase({ dataDir, databaseUrl: null });
  try {
    const rows = DUE.map((due, index) => {
      const registrationDate = addYears(addDays(today, due.daysLeft), -3);
      const expiry = expiryDate(registrationDate);
      const names = { firstName: due.firstName, middleName: 'Villanueva', lastName: uniqueName('Renew') };
      const houseStreet = `${10 + index} Mabini St.`;
      const idNumber = `DUE-${uniqueName('').toUpperCase()}-${index}`;
      return {
        id: randomUUID(),
        idNumber,
        idNumberKey: idNumberKey(idNumber),
        referenceNumber: `REF-${registrationDate.replaceAll('-', '')}-0900${pad(index)}-${pad(7000 + index, 4)}`,
        ...names,
        barangay: due.barangay,
        houseStreet,
        completeAddress: completeAddress(houseStreet, due.barangay),
        gender: due.gender,
        civilStatus: 'married' as const,
        phoneNumber: `+63 917 700 ${pad(1000 + index, 4)}`,
        dob: '1962-03-14',
        registrationDate,
        expiryDate: expiry,
        createdAt: new Date(`${registrationDate}T09:00:00+08:00`),
      };
    });
    // The Wawa member agrees to reminders by e-mail: her failed e-mail may be sent again (DECISIONS 43).
    await database.db
      .insert(members)
      .values(
        rows.map((row, index) =>
          index === 5 ? { ...row, reminderConsent: 'email' as const, email: 'imelda.e2e@example.org' } : row,
        ),
      );
    await seedMessagesOf(database.db, rows[5]!.id, rows[5]!.expiryDate);
    await seedRetentionMember(database.db, today);
    await seedBroadSearch(database.db, dataDir, today);
    return rows.map((row) => ({
      id: row.id,
      fullName: memberFullName(row),
      referenceNumber: row.referenceNumber,
      barangay: row.barangay,
      expiryDate: row.expiryDate,
      daysLeft: daysBetween(today, row.expiryDate),
    }));
  } finally {
    await database.close();
  }
}

/**
 * Issue 25 item 6: the Wawa member's messages, for messages.spec — a sent renewal SMS (the worklist's
 * "Reminded by SMS on …", from before she chose e-mail), a failed e-mail to send again and a queued SMS
 * not due for weeks to cancel.
 */
async function seedMessagesOf(
  db: Awaited<ReturnType<typeof createDatabase>>['db'],
  memberId: string,
  expiry: IsoDate,
) {
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * 3_600_000);
  await db.insert(outboxMessages).values([
    {
      channel: 'sms',
      recipient: '+639177001005',
      body: 'Your membership expires soon. Renew at the office.',
      kind: 'renewal_30',
      status: 'sent',
      attempts: 1,
      lastAttemptAt: ago(48),
      sentAt: ago(48),
      providerMessageId: 'sms-e2e-1',
      // The reminder job's key for this term (member-reach/reminders.ts): it raises no second one.
      dedupeKey: `renewal_30:${memberId}:${expiry}`,
      memberId,
      createdAt: ago(48),
    },
    {
      channel: 'email',
      recipient: 'imelda.e2e@example.org',
      subject: 'Renew your membership',
      body: 'Your membership expires in 60 days.',
      kind: 'renewal_60',
      status: 'failed',
      attempts: 9,
      lastAttemptAt: ago(24 * 19),
      lastError: 'Not sent within 24 hours; last answer: connect ECONNREFUSED 127.0.0.1:25',
      memberId,
      createdAt: ago(24 * 20),
    },
    {
      channel: 'sms',
      recipient: '+639177001005',
      body: 'Your membership expires in 7 days.',
      kind: 'renewal_7',
      status: 'queued',
      nextAttemptAt: new Date(now + 60 * 24 * 3_600_000),
      memberId,
      createdAt: ago(1),
    },
  ]);
}

/**
 * Issue 27 item 5 (retention.spec): a member whose membership ended more than RECORD_RETENTION_YEARS
 * (5) ago — registered 9 years back, expired 6 years back and archived then, so no list of the other
 * tests shows them — due for removal of their personal data.
 */
export const RETENTION_MEMBER = {
  firstName: 'Teodora',
  lastName: 'Retentionova',
  barangay: 'Tawagan',
  referenceOf: (today: IsoDate) => `REF-${addYears(today, -9).replaceAll('-', '')}-091500-7100`,
};

async function seedRetentionMember(db: Awaited<ReturnType<typeof createDatabase>>['db'], today: IsoDate) {
  const registrationDate = addYears(today, -9);
  const houseStreet = '5 Luma St.';
  const idNumber = 'RET-E2E-0001';
  await db.insert(members).values({
    id: randomUUID(),
    idNumber,
    idNumberKey: idNumberKey(idNumber),
    referenceNumber: RETENTION_MEMBER.referenceOf(today),
    firstName: RETENTION_MEMBER.firstName,
    middleName: 'Luma',
    lastName: RETENTION_MEMBER.lastName,
    barangay: RETENTION_MEMBER.barangay,
    houseStreet,
    completeAddress: completeAddress(houseStreet, RETENTION_MEMBER.barangay),
    gender: 'female',
    civilStatus: 'widowed',
    phoneNumber: '+63 917 710 0001',
    dob: '1950-02-11',
    registrationDate,
    expiryDate: expiryDate(registrationDate),
    createdAt: new Date(`${registrationDate}T09:15:00+08:00`),
    archivedAt: new Date(`${expiryDate(registrationDate)}T09:00:00+08:00`),
  });
}

/**
 * Issue 29: more members of one surname than a searched list counts (LIST_COUNT_LIMIT), for the
 * "More than 1,000 members" and "Page 1 of 67+" of members-list.spec (Registered Members and the
 * reports table). Registered 200 days ago (no notification, reminder or renewal is due), in a barangay
 * no other test uses. Each has a stored QR code file (one small PNG, the same for all), so the
 * fill-qr-codes job has nothing to draw for them (some 20 CPU-seconds at the server's start); its
 * address is unknown, which PUBLIC_URL's refresh leaves alone.
 */
export const BROAD_SEARCH = { lastName: 'Malawak', barangay: 'Malamig', members: 1010 } as const;

async function seedBroadSearch(
  db: Awaited<ReturnType<typeof createDatabase>>['db'],
  dataDir: string,
  today: IsoDate,
) {
  const registrationDate = addDays(today, -200);
  const houseStreet = '7 Malawak St.';
  const png = await pngFixture(BROAD_SEARCH.lastName, 64);
  const at = Date.now();
  const qrFolder = join(dataDir, 'files', 'members', 'qr_codes');
  await mkdir(qrFolder, { recursive: true });
  await db.insert(members).values(
    await Promise.all(
      Array.from({ length: BROAD_SEARCH.members }, async (_, i) => {
        const idNumber = `WIDE-E2E-${pad(i, 4)}`;
        const referenceNumber = `REF-${registrationDate.replaceAll('-', '')}-0800${pad(i % 100)}-${pad(i, 4)}`;
        const qrCodeKey = qrKey(referenceNumber, at);
        await writeFile(join(dataDir, 'files', ...qrCodeKey.split('/')), png);
        return {
          id: randomUUID(),
          idNumber,
          idNumberKey: idNumberKey(idNumber),
          referenceNumber,
          qrCodeKey,
          firstName: `Kasapi${pad(i, 4)}`,
          middleName: 'Lapad',
          lastName: BROAD_SEARCH.lastName,
          barangay: BROAD_SEARCH.barangay,
          houseStreet,
          completeAddress: completeAddress(houseStreet, BROAD_SEARCH.barangay),
          dob: '1980-05-20',
          registrationDate,
          expiryDate: expiryDate(registrationDate),
          createdAt: new Date(`${registrationDate}T10:00:00+08:00`),
        };
      }),
    ),
  );
}
