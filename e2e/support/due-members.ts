/**
 * Members whose membership is due for renewal, written into the server's database before the server
 * starts. The API registers members only within the last year (DECISIONS 6), so a membership
 * that has already expired, or expires within 60 days, cannot be made through it; the global setup
 * writes a few straight into the database instead, with the server's own schema and the domain's
 * dates, and tells the tests which (state.json). Nothing of this is in the server.
 */
import { randomUUID } from 'node:crypto';
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
import { createDatabase } from '../../apps/server/src/db/index.ts';
import { members } from '../../apps/server/src/db/schema/index.ts';
import { uniqueName } from './members.ts';

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
    await database.db.insert(members).values(rows);
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
