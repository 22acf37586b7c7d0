/**
 * Demo and benchmark data: `npm run seed -- --members N` fills the database (DATABASE_URL, or the
 * embedded PostgreSQL under DATA_DIR) with realistic members — Filipino names, Calapan barangays, registration
 * dates over the last 12 months, birthdates 1940–2005, 0–4 beneficiaries each — in batched
 * multi-row inserts. No images: the members list shows a placeholder when photoUrl is null.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  addYears,
  ageOn,
  beneficiaryEligibility,
  completeAddress,
  expiryDate,
  type IsoDate,
  idNumberKey,
  place,
  type Relationship,
  todayIn,
} from '@portal/domain';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase, type Db } from '../apps/server/src/db/index.ts';
import { members, membersBeneficiary } from '../apps/server/src/db/schema/index.ts';

export const MALE = [
  'Jose',
  'Juan',
  'Antonio',
  'Pedro',
  'Ramon',
  'Eduardo',
  'Roberto',
  'Ricardo',
  'Fernando',
  'Manuel',
  'Rodrigo',
  'Ernesto',
  'Danilo',
  'Rolando',
  'Romeo',
  'Reynaldo',
  'Arnel',
  'Jomar',
  'Mark Anthony',
  'John Paul',
  'Christian',
  'Joshua',
  'Jerome',
  'Rafael',
  'Emmanuel',
  'Noel',
  'Renato',
  'Efren',
  'Alfredo',
  'Benjamin',
];
export const FEMALE = [
  'Maria',
  'Ana',
  'Rosario',
  'Teresita',
  'Luzviminda',
  'Josefina',
  'Corazon',
  'Erlinda',
  'Remedios',
  'Cristina',
  'Marites',
  'Maricel',
  'Jocelyn',
  'Rowena',
  'Lorna',
  'Maribel',
  'Gloria',
  'Angelica',
  'Kristine',
  'Mary Joy',
  'Rachelle',
  'Jasmine',
  'Precious',
  'Lourdes',
  'Evangeline',
  'Divina',
  'Perla',
  'Leonora',
  'Aurora',
  'Imelda',
];
export const SURNAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Tomas',
  'Andrada',
  'Castillo',
  'Flores',
  'Villanueva',
  'Ramos',
  'Castro',
  'Rivera',
  'Aquino',
  'Navarro',
  'Salazar',
  'Mercado',
  'Dela Cruz',
  'De Leon',
  'Gonzales',
  'Lopez',
  'Dizon',
  'Manalo',
  'Macaraeg',
  'Panganiban',
  'Magbanua',
  'Buenaventura',
  'Dimaculangan',
  'Evangelista',
  'Soriano',
  'Pascual',
  'Aguilar',
  'Valdez',
  'Marasigan',
  'Atienza',
  'Ilagan',
  'Roxas',
  'Umali',
  'Delos Santos',
  'Malabanan',
  'Hernandez',
  'Perez',
  'Capili',
  'Fajardo',
  'Lacsamana',
  'Del Rosario',
  'Sison',
];
export const STREETS = [
  'Rizal St.',
  'Mabini St.',
  'Bonifacio St.',
  'Luna St.',
  'J.P. Laurel St.',
  'Roxas Drive',
  'Aurora Blvd.',
  'Quezon St.',
  'Del Pilar St.',
  'Burgos St.',
];
export const SUFFIXES = ['Jr.', 'Sr.', 'III'];
export const CIVIL = ['single', 'married', 'married', 'married', 'widowed', 'separated'] as const;

/** A small seeded PRNG (mulberry32) so a seed is reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const int = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dateBetween = (r: Rand, from: IsoDate, to: IsoDate): IsoDate => {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return addDays(from, int(r, 0, days));
};

type MemberRow = typeof members.$inferInsert & { id: string };
type BeneficiaryRow = typeof membersBeneficiary.$inferInsert;

function fakeMember(
  r: Rand,
  serial: string,
  today: IsoDate,
  registrationSpanDays = 365,
): { member: MemberRow; beneficiaries: BeneficiaryRow[] } {
  const male = r() < 0.48;
  const lastName = pick(r, SURNAMES);
  const dob = dateBetween(r, '1940-01-01', '2005-12-31');
  const registrationDate = addDays(today, -int(r, 0, registrationSpanDays - 1));
  const barangay = pick(r, place.barangays);
  const houseStreet = r() < 0.8 ? `${int(r, 1, 300)} ${pick(r, STREETS)}` : '';
  const hh = int(r, 8, 16);
  const mm = int(r, 0, 59);
  const ss = int(r, 0, 59);
  const id = randomUUID();
  const member: MemberRow = {
    id,
    idNumber: `CAL-${serial}`,
    idNumberKey: idNumberKey(`CAL-${serial}`),
    referenceNumber: `REF-${registrationDate.replaceAll('-', '')}-${pad(hh)}${pad(mm)}${pad(ss)}-${pad(int(r, 0, 9999), 4)}`,
    firstName: pick(r, male ? MALE : FEMALE),
    lastName,
    middleName: pick(r, SURNAMES),
    suffix: male && r() < 0.05 ? pick(r, SUFFIXES) : null,
    maidenName: null,
    barangay,
    houseStreet: houseStreet || null,
    completeAddress: completeAddress(houseStreet, barangay),
    gender: male ? 'male' : 'female',
    civilStatus: pick(r, CIVIL),
    phoneNumber: `+63 9${int(r, 10, 99)} ${pad(int(r, 0, 999), 3)} ${pad(int(r, 0, 9999), 4)}`,
    dob,
    registrationDate,
    expiryDate: expiryDate(registrationDate),
    createdAt: new Date(`${registrationDate}T${pad(hh)}:${pad(mm)}:${pad(ss)}+08:00`),
  };
  const beneficiaries: BeneficiaryRow[] = [];
  const count = int(r, 0, 4);
  const memberAge = ageOn(dob, today);
  const add = (
    relationship: Relationship,
    bDob: IsoDate,
    gender: 'male' | 'female',
    first: string,
    pwd = false,
  ) => {
    if (bDob > today) return;
    beneficiaries.push({
      memberId: id,
      lastName: relationship === 'Parent' ? pick(r, SURNAMES) : lastName,
      firstName: first,
      middleName: relationship === 'Child' ? member.middleName : pick(r, SURNAMES),
      gender,
      dob: bDob,
      age: ageOn(bDob, registrationDate < bDob ? today : registrationDate),
      relationship,
      pwd,
      status: beneficiaryEligibility({ relationship, dob: bDob, pwd }, registrationDate),
      createdAt: member.createdAt,
    });
  };
  for (let i = 0; i < count; i += 1) {
    const g = r() < 0.5 ? 'male' : 'female';
    const first = pick(r, g === 'male' ? MALE : FEMALE);
    if (i === 0 && member.civilStatus === 'married') {
      add(
        'Spouse',
        dateBetween(r, addYears(dob, -5), addYears(dob, 5)),
        male ? 'female' : 'male',
        pick(r, male ? FEMALE : MALE),
      );
    } else if (memberAge >= 38 || i > 1) {
      const childDob = dateBetween(r, addYears(today, -21), addYears(today, -1));
      if (childDob > addYears(dob, 18)) add('Child', childDob, g, first, r() < 0.03);
    } else if (memberAge < 45) {
      add('Parent', dateBetween(r, addYears(dob, -40), addYears(dob, -20)), g, first);
    } else {
      add('Sibling', dateBetween(r, addYears(today, -21), addYears(today, -12)), g, first, true);
    }
  }
  // Same names and dob twice would be a duplicate beneficiary: keep the first.
  const seen = new Set<string>();
  return {
    member,
    beneficiaries: beneficiaries.filter((b) => {
      const key = `${b.firstName}|${b.dob}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
}

export type SeedOptions = {
  count: number;
  now?: Date;
  timeZone?: string;
  seed?: number;
  batchSize?: number;
  /** Registration dates fall within this many days up to today (default 365: the last year). */
  registrationSpanDays?: number;
  onProgress?: (done: number) => void;
};

/** Inserts `count` members (and their beneficiaries) in multi-row batches; returns how many were new. */
export async function seedMembers(db: Db, options: SeedOptions): Promise<number> {
  const today = todayIn(options.timeZone ?? 'Asia/Manila', options.now ?? new Date());
  const r = prng(options.seed ?? Date.now());
  const batchSize = options.batchSize ?? 1000;
  const run = Math.floor(r() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  let inserted = 0;
  for (let start = 0; start < options.count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, options.count - start) }, (_, i) =>
      fakeMember(r, `${run}-${pad(start + i, 7)}`, today, options.registrationSpanDays),
    );
    await db.transaction(async (tx) => {
      const kept = await tx
        .insert(members)
        .values(batch.map((b) => b.member))
        .onConflictDoNothing()
        .returning({ id: members.id });
      const ids = new Set(kept.map((k) => k.id));
      const bens = batch.filter((b) => ids.has(b.member.id)).flatMap((b) => b.beneficiaries);
      for (let i = 0; i < bens.length; i += 2000) {
        await tx.insert(membersBeneficiary).values(bens.slice(i, i + 2000));
      }
      inserted += kept.length;
    });
    options.onProgress?.(Math.min(start + batchSize, options.count));
  }
  return inserted;
}

function parseArgs(argv: string[]): { members: number; seed?: number } {
  let count = 1000;
  let seed: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split('=');
    const value = inline ?? argv[i + 1];
    if (flag === '--members' || flag === '--seed') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      if (flag === '--members') count = n;
      else seed = n;
      if (inline === undefined) i += 1;
    } else if (flag === '--help' || flag === '-h') {
      console.log('Usage: npm run seed -- --members N [--seed S]');
      process.exit(0);
    } else {
      throw new Error(`unknown option ${argv[i]}`);
    }
  }
  return { members: count, seed };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  const database = await createDatabase(config);
  const where =
    database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `the embedded PostgreSQL in ${config.dataDir}/postgres`;
  console.log(`Seeding ${args.members} members into ${where} …`);
  const started = performance.now();
  try {
    const inserted = await seedMembers(database.db, {
      count: args.members,
      seed: args.seed,
      timeZone: config.timeZone,
      onProgress: (done) => {
        if (done % 10_000 === 0 || done === args.members) process.stdout.write(`  ${done}\n`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Inserted ${inserted} members in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
