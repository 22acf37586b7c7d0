/** Fixtures of the services API tests: members and beneficiaries written straight to the database. */
import { expiryDate, idNumberKey, place } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/index.ts';
import { members, membersBeneficiary } from '../src/db/schema/index.ts';

/** The tests' clock: noon on 15 March 2026 in Manila. */
export const NOW = new Date('2026-03-15T04:00:00Z');
export const TODAY = '2026-03-15';

let counter = 0;

export type MemberFixture = {
  dob?: string;
  registrationDate?: string;
  expiryDate?: string;
  archived?: boolean;
};

/** A member row (not through the members API, so these tests stand on their own). */
export async function insertMember(db: Db, fixture: MemberFixture = {}): Promise<{ id: string }> {
  counter += 1;
  const tag = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  const registrationDate = fixture.registrationDate ?? '2025-06-01';
  const [row] = await db
    .insert(members)
    .values({
      idNumber: `SVC-${tag}`,
      idNumberKey: idNumberKey(`SVC-${tag}`),
      referenceNumber: `REF-20250601-101500-${tag}`,
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      middleName: `Santos ${tag}`,
      barangay: place.barangays[0]!,
      completeAddress: `${place.barangays[0]}, ${place.city}`,
      dob: fixture.dob ?? '1970-01-01',
      registrationDate,
      expiryDate: fixture.expiryDate ?? expiryDate(registrationDate),
      archivedAt: fixture.archived ? new Date() : null,
    })
    .returning({ id: members.id });
  return row!;
}

export async function insertBeneficiary(
  db: Db,
  memberId: string,
  values: { firstName?: string; status?: 'eligible' | 'ineligible' | 'removed' } = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(membersBeneficiary)
    .values({
      memberId,
      firstName: values.firstName ?? 'Ana',
      middleName: 'Santos',
      lastName: 'Dela Cruz',
      gender: 'female',
      dob: '2015-03-10',
      age: 11,
      relationship: 'Child',
      status: values.status ?? 'eligible',
    })
    .returning({ id: membersBeneficiary.id });
  return row!;
}

/** A complete, valid claim body; override what the test is about. */
export function claimBody(overrides: Record<string, unknown> = {}) {
  return {
    category: 'outpatient',
    serviceType: 'MRI',
    institution: 'Oriental Mindoro Provincial Hospital',
    amount: '1,500.50',
    date: '2026-03-01',
    beneficiaryUse: 'No',
    ...overrides,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies freely
export type Json = Record<string, any>;

export const json = (res: LightMyRequestResponse): Json => res.json<Json>();

/** POST /api/members/:id/claims as the given admin (`body` as sent, no defaults added). */
export function postClaim(app: App, cookie: string, memberId: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/members/${memberId}/claims`,
    payload: body as never,
    headers: { cookie },
  });
}

/**
 * A claims report answer's blocks keyed for comparison: each block's rows by their key (institutions
 * by their lower case, as the report groups them), each holding its claims count and amount.
 */
export function claimsReportBlocks(body: Json) {
  const keyed = (rows: Json[], key: (row: Json) => string) =>
    Object.fromEntries(
      rows.map((row) => [key(row), { claimsCount: row.claimsCount, amountCentavos: row.amountCentavos }]),
    );
  return {
    totals: body.totals,
    perService: keyed(body.perService, (r) => r.serviceType),
    perInstitution: keyed(body.perInstitution, (r) => String(r.institution).toLowerCase()),
    perBarangay: keyed(body.perBarangay, (r) => r.barangay),
    perPeriod: keyed(body.perPeriod, (r) => r.period),
  };
}
