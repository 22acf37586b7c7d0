import { describe, expect, it } from 'vitest';
import { claimsReportQuerySchema } from '../src/api/claims-report.ts';
import {
  CLAIMS_REPORT_CSV_COLUMNS,
  claimsReportCsvCells,
  claimsReportCsvFilename,
  claimsReportPeriod,
  claimsReportPeriodOf,
  claimsReportRange,
  claimsReportRangeRefusal,
  daysInRange,
} from '../src/claims-report.ts';
import { messages } from '../src/messages.ts';

describe('the days a claims report covers (DECISIONS 55)', () => {
  it('is this month in Manila, every day of it, when no date is given', () => {
    expect(claimsReportRange({}, '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(claimsReportRange({}, '2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('runs to the end of the start date’s month when only "from" is given', () => {
    expect(claimsReportRange({ from: '2026-03-10' }, '2026-07-01')).toEqual({
      from: '2026-03-10',
      to: '2026-03-31',
    });
  });

  it('starts on the first of the end date’s month when only "to" is given', () => {
    expect(claimsReportRange({ to: '2026-03-10' }, '2026-07-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('is the range as given when both dates are', () => {
    expect(claimsReportRange({ from: '2025-12-20', to: '2026-01-05' }, '2026-07-01')).toEqual({
      from: '2025-12-20',
      to: '2026-01-05',
    });
  });

  it('counts both ends', () => {
    expect(daysInRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(daysInRange({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});

describe('a range the report refuses', () => {
  it('refuses "To" before "From"', () => {
    expect(claimsReportRangeRefusal({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      code: 'RANGE_REVERSED',
      message: messages.claimsReportRangeReversed,
      field: 'to',
    });
  });

  it('accepts a single day', () => {
    expect(claimsReportRangeRefusal({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('accepts a whole leap year (366 days) and refuses one day more', () => {
    expect(claimsReportRangeRefusal({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(claimsReportRangeRefusal({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(claimsReportRangeRefusal({ from: '2025-01-01', to: '2026-01-02' })).toMatchObject({
      code: 'RANGE_TOO_LONG',
      message: messages.claimsReportRangeTooLong('366'),
    });
  });
});

describe('totals over time: per day or per month', () => {
  it('is per day up to 62 days, both ends included', () => {
    expect(claimsReportPeriod({ from: '2026-03-01', to: '2026-03-31' })).toBe('day');
    expect(claimsReportPeriod({ from: '2026-01-01', to: '2026-03-03' })).toBe('day'); // 62 days
    expect(claimsReportPeriod({ from: '2026-01-01', to: '2026-03-04' })).toBe('month'); // 63 days
  });

  it('names a day by its date and a month by YYYY-MM', () => {
    expect(claimsReportPeriodOf('2026-03-09', 'day')).toBe('2026-03-09');
    expect(claimsReportPeriodOf('2026-03-09', 'month')).toBe('2026-03');
  });
});

describe('the claims report query string', () => {
  const parse = (query: Record<string, string>) => claimsReportQuerySchema.safeParse(query);

  it('takes every filter as optional', () => {
    expect(parse({}).success).toBe(true);
    expect(
      parse({
        from: '2026-03-01',
        to: '2026-03-31',
        service: 'MRI',
        category: 'outpatient',
        institution: '  Mindoro Eye Center ',
        barangay: 'Balite',
        adminId: 'abc',
      }),
    ).toMatchObject({ success: true, data: { institution: 'Mindoro Eye Center' } });
  });

  it('treats a blank text filter as none', () => {
    expect(parse({ institution: '  ', barangay: '' })).toMatchObject({
      success: true,
      data: { institution: undefined, barangay: undefined },
    });
  });

  it('refuses a date that is not a calendar day', () => {
    const result = parse({ from: '2026-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['from'],
      message: messages.claimsReportDateInvalid,
    });
  });

  it('refuses "to" before "from" and a range over 366 days, on the "to" field', () => {
    expect(parse({ from: '2026-03-02', to: '2026-03-01' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: messages.claimsReportRangeReversed,
    });
    expect(parse({ from: '2024-01-01', to: '2025-12-31' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: messages.claimsReportRangeTooLong('366'),
    });
  });

  it('refuses a service or category outside the catalogue', () => {
    expect(parse({ service: 'SPA' }).success).toBe(false);
    expect(parse({ category: 'dental' }).success).toBe(false);
  });
});

describe('the claims report CSV', () => {
  const claim = {
    serviceDate: '2026-03-02',
    referenceNumber: 'REF-20250601-101500-0001',
    lastName: 'Dela Cruz',
    firstName: 'Juan',
    middleName: 'Santos',
    suffix: null,
    barangay: 'Balite',
    serviceType: 'OTHER LABORATORY PROCEDURE',
    specificProcedure: 'X-RAY',
    category: 'outpatient' as const,
    institution: 'Oriental Mindoro Provincial Hospital',
    amountCentavos: 150050,
    beneficiaryName: 'Ana Dela Cruz',
    recordedBy: 'Maria Santos',
    recordedAt: '2026-03-02 10:15',
  };

  it('writes one cell per column, the amount as a plain number with two decimals', () => {
    const cells = claimsReportCsvCells(claim);
    expect(cells).toHaveLength(CLAIMS_REPORT_CSV_COLUMNS.length);
    expect(Object.fromEntries(CLAIMS_REPORT_CSV_COLUMNS.map((c, i) => [c, cells[i]]))).toEqual({
      'Service Date': '2026-03-02',
      'Reference Number': 'REF-20250601-101500-0001',
      'Last Name': 'Dela Cruz',
      'First Name': 'Juan',
      'Middle Name': 'Santos',
      Suffix: '',
      Barangay: 'Balite',
      Service: 'OTHER LABORATORY PROCEDURE',
      'Specific Procedure': 'X-RAY',
      Category: 'Outpatient',
      Institution: 'Oriental Mindoro Provincial Hospital',
      Amount: '1500.50',
      Beneficiary: 'Ana Dela Cruz',
      'Recorded By': 'Maria Santos',
      'Recorded At': '2026-03-02 10:15',
    });
  });

  it('is named after its range', () => {
    expect(claimsReportCsvFilename({ from: '2026-03-01', to: '2026-03-31' })).toBe(
      'claims-report-2026-03-01-to-2026-03-31.csv',
    );
  });
});
