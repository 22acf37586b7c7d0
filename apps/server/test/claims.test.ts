/** POST /api/members/:id/claims: every rule of spec 5 'Claim' and DECISIONS 13–18, with its message. */
import { activityMessages, messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, claimedServices } from '../src/db/schema/index.ts';
import { claimBody, insertBeneficiary, insertMember, json, NOW, postClaim } from './services-support.ts';
import { backends, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('claiming a service on $name', (backend) => {
  const t = useTestApp(backend, { now: () => NOW });
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await t.headAdmin();
  });

  const claim = (memberId: string, body: unknown) => postClaim(t.app, admin.cookie, memberId, body);
  const claimsCount = async (memberId: string) =>
    (await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, memberId))).length;

  async function expectRefused(
    body: Record<string, unknown>,
    status: number,
    message: string,
    member?: string,
  ) {
    const memberId = member ?? (await insertMember(t.app.ctx.db)).id;
    const before = await claimsCount(memberId);
    const res = await claim(memberId, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(json(res).error.message).toBe(message);
    expect(await claimsCount(memberId)).toBe(before);
    return json(res).error;
  }

  it('records a claim with its amount in centavos, its membership year and an activity-log entry', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const res = await claim(id, claimBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe(messages.claimSuccess);
    expect(json(res).claim).toMatchObject({
      serviceType: 'MRI',
      category: 'outpatient',
      institution: 'Oriental Mindoro Provincial Hospital',
      amountCentavos: 150_050,
      date: '2026-03-01',
      beneficiaryUse: 'No',
      beneficiaryName: null,
      membershipYear: '2025 - 2026',
      tag: 'Current',
    });
    const [row] = await t.app.ctx.db.select().from(claimedServices).where(eq(claimedServices.memberId, id));
    expect(row).toMatchObject({ amountCentavos: 150_050, membershipYear: 2025, membershipYearIndex: 0 });
    expect(row!.createdBy).toBe(admin.id);
    const logs = await t.app.ctx.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'claim.created'));
    const entry = logs.find((l) => l.details.claimId === row!.id);
    expect(entry).toMatchObject({ adminId: admin.id });
    expect(entry!.details.description).toBe(
      activityMessages.claimActivity('MRI', '₱1,500.50', entry!.details.memberName as string),
    );
  });

  it.each(['category', 'serviceType', 'institution', 'amount', 'date'])(
    'asks to fill in all required fields when %s is missing',
    async (field) => {
      await expectRefused(claimBody({ [field]: '' }), 400, messages.claimRequiredFields);
      await expectRefused(claimBody({ [field]: undefined }), 400, messages.claimRequiredFields);
    },
  );

  it('refuses a service that is not offered, or not in the chosen category', async () => {
    await expectRefused(claimBody({ serviceType: 'DENTAL' }), 400, messages.claimInvalidServiceType);
    await expectRefused(
      claimBody({ serviceType: 'HOSPITALIZATION', category: 'outpatient' }),
      400,
      messages.claimInvalidServiceType,
    );
  });

  it('needs the laboratory procedure for OTHER LABORATORY PROCEDURE', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const lab = claimBody({ serviceType: 'OTHER LABORATORY PROCEDURE', amount: '300' });
    await expectRefused(lab, 400, messages.claimLabProcedureRequired, id);
    await expectRefused(
      { ...lab, specificProcedure: 'DNA TEST' },
      400,
      messages.claimLabProcedureRequired,
      id,
    );
    const res = await claim(id, { ...lab, specificProcedure: 'X-RAY' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).claim.specificProcedure).toBe('X-RAY');
  });

  it('asks for a beneficiary, chosen from the non-removed ones, when a beneficiary used the service', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const removed = await insertBeneficiary(t.app.ctx.db, id, { status: 'removed' });
    const ana = await insertBeneficiary(t.app.ctx.db, id, { firstName: 'Ana' });
    const other = await insertMember(t.app.ctx.db);
    const stranger = await insertBeneficiary(t.app.ctx.db, other.id);
    const forBeneficiary = claimBody({ beneficiaryUse: 'Yes' });
    await expectRefused(forBeneficiary, 400, messages.claimBeneficiaryRequired, id);
    for (const b of [removed, stranger]) {
      await expectRefused(
        { ...forBeneficiary, beneficiaryId: b.id },
        400,
        messages.claimBeneficiaryRequired,
        id,
      );
    }
    const res = await claim(id, { ...forBeneficiary, beneficiaryId: ana.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).claim).toMatchObject({
      beneficiaryUse: 'Yes',
      beneficiaryId: ana.id,
      beneficiaryName: 'Ana Santos Dela Cruz',
    });
  });

  it.each(['0', '0.00', '-5', '-0.01'])(
    'says the amount must be greater than zero for %s',
    async (amount) => {
      await expectRefused(claimBody({ amount }), 400, messages.claimAmountNotPositive);
    },
  );

  it.each(['12.345', 'abc', '1e3', '1,50'])('refuses the malformed amount %s', async (amount) => {
    await expectRefused(claimBody({ amount }), 400, messages.claimAmountInvalid);
  });

  it.each([
    ['in the future', '2026-03-16'],
    ['before the registration date', '2025-05-31'],
    ['that does not exist', '2026-02-30'],
  ])('refuses a service date %s', async (_, date) => {
    await expectRefused(claimBody({ date }), 400, messages.claimDateOutOfRange);
  });

  it('gives maintenance medicine to seniors only (60 or over on the service date)', async () => {
    const young = await insertMember(t.app.ctx.db, { dob: '1966-03-02' });
    const medicine = claimBody({ serviceType: 'MAINTENANCE MEDICINE', amount: '200' });
    await expectRefused(medicine, 400, messages.claimSeniorOnly, young.id);
    const senior = await insertMember(t.app.ctx.db, { dob: '1966-03-01' });
    expect((await claim(senior.id, medicine)).statusCode).toBe(201);
  });

  it('refuses an identical claim (institution compared trimmed and case-insensitively)', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    expect((await claim(id, claimBody({ amount: '100' }))).statusCode).toBe(201);
    const again = claimBody({ amount: '100.00', institution: '  oriental mindoro PROVINCIAL hospital ' });
    const error = await expectRefused(again, 409, messages.claimDuplicate, id);
    expect(error.code).toBe('DUPLICATE_CLAIM');
    expect((await claim(id, claimBody({ amount: '100', date: '2026-03-02' }))).statusCode).toBe(201);
  });

  it('records OTHER LABORATORY PROCEDURE claims for different procedures on the same day', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const lab = (specificProcedure: string) =>
      claimBody({ serviceType: 'OTHER LABORATORY PROCEDURE', specificProcedure, amount: '100' });
    expect((await claim(id, lab('X-RAY'))).statusCode).toBe(201);
    const ecg = await claim(id, lab('ECG'));
    expect(ecg.statusCode, ecg.body).toBe(201);
    const error = await expectRefused(lab('X-RAY'), 409, messages.claimDuplicate, id);
    expect(error.code).toBe('DUPLICATE_CLAIM');
  });

  it('refuses a service whose limit is reached, and an amount above what remains', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const glasses = (amount: string, date: string) => claimBody({ serviceType: 'EYE GLASSES', amount, date });
    expect((await claim(id, glasses('1000', '2025-07-01'))).statusCode).toBe(201);
    const over = await expectRefused(
      glasses('200.01', '2026-03-01'),
      409,
      messages.claimExceedsRemaining('₱200.00'),
      id,
    );
    expect(over.code).toBe('EXCEEDS_REMAINING');
    expect((await claim(id, glasses('200', '2026-03-01'))).statusCode).toBe(201);
    const full = await expectRefused(glasses('1', '2026-03-02'), 409, messages.claimFullyUtilized, id);
    expect(full.code).toBe('FULLY_UTILIZED');
  });

  it('counts FREE MEDICINE per calendar month and other services per membership year', async () => {
    const { id } = await insertMember(t.app.ctx.db, { registrationDate: '2025-03-10' });
    const medicine = (date: string) => claimBody({ serviceType: 'FREE MEDICINE', amount: '500', date });
    expect((await claim(id, medicine('2026-02-28'))).statusCode).toBe(201);
    expect((await claim(id, medicine('2026-03-01'))).statusCode).toBe(201);
    await expectRefused(medicine('2026-03-02'), 409, messages.claimFullyUtilized, id);
    // The membership year turned on 10 March: the ultrasound balance is new again.
    const scan = (date: string) => claimBody({ serviceType: 'ULTRASOUND', amount: '1200', date });
    expect((await claim(id, scan('2026-03-09'))).statusCode).toBe(201);
    const res = await claim(id, scan('2026-03-10'));
    expect(res.statusCode).toBe(201);
    expect(json(res).claim.membershipYear).toBe('2026 - 2027');
  });

  it('refuses claims for an archived member and for an expired membership', async () => {
    const archived = await insertMember(t.app.ctx.db, { archived: true });
    await expectRefused(claimBody(), 400, messages.memberAlreadyArchived, archived.id);
    const expired = await insertMember(t.app.ctx.db, { registrationDate: '2023-03-15' });
    const error = await expectRefused(
      claimBody({ date: '2026-03-14' }),
      400,
      messages.claimMembershipExpired,
      expired.id,
    );
    expect(error.code).toBe('MEMBERSHIP_EXPIRED');
  });

  it('answers 404 for an unknown or malformed member id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await claim(id, claimBody());
      expect(res.statusCode).toBe(404);
      expect(json(res).error).toEqual({ code: 'MEMBER_NOT_FOUND', message: messages.memberNotFound });
    }
  });

  it('answers 400 to malformed bodies and writes nothing', async () => {
    const { id } = await insertMember(t.app.ctx.db);
    const bodies: unknown[] = [
      [],
      'just text',
      claimBody({ amount: { pesos: 100 } }),
      claimBody({ category: 'dental' }),
      claimBody({ beneficiaryUse: 'Maybe' }),
      claimBody({ date: 'yesterday' }),
      claimBody({ institution: 'x'.repeat(201) }),
      claimBody({ serviceType: 42 }),
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/members/${id}/claims`,
        payload: JSON.stringify(body),
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).error.message).toBeTypeOf('string');
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/members/${id}/claims`,
      payload: '{"category": "outpatient",',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect(await claimsCount(id)).toBe(0);
  });
});
