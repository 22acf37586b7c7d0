import { describe, expect, it } from 'vitest';
import { csvLine } from '../src/csv.ts';
import { pesos } from '../src/money.ts';
import {
  claimStateOf,
  compareReportRows,
  REPORT_CSV_COLUMNS,
  REPORT_SORTS,
  type ReportSortKey,
  reportCsvCells,
  reportCsvFilename,
  reportStatus,
  TOP_SERVICES,
  topServices,
} from '../src/reports.ts';

const row = (ref: string, over: Partial<ReportSortKey> = {}): ReportSortKey => ({
  referenceNumber: ref,
  lastName: 'Santos',
  firstName: 'Maria',
  middleName: 'Cruz',
  registrationDate: '2024-01-01',
  expiryDate: '2027-01-01',
  claimsCount: 0,
  totalClaimedCentavos: 0,
  latestClaimDate: null,
  ...over,
});
const refs = (rows: ReportSortKey[]) => rows.map((r) => r.referenceNumber);

describe('report status at the boundaries (spec 4, DECISIONS 26)', () => {
  it('is Expired on the expiry day itself, Active the day before', () => {
    const m = { expiryDate: '2025-03-10', totalClaimedCentavos: pesos(500) };
    expect(reportStatus(m, '2025-03-09')).toBe('Active');
    expect(reportStatus(m, '2025-03-10')).toBe('Expired');
  });
  it('turns High Claims at exactly ₱10,000 and claim state follows the same line', () => {
    expect(claimStateOf(0)).toBe('none');
    expect(claimStateOf(1)).toBe('under');
    expect(claimStateOf(pesos(10_000) - 1)).toBe('under');
    expect(claimStateOf(pesos(10_000))).toBe('high');
  });
});

describe('sorts and ties (DECISIONS 27)', () => {
  it('sorts A-Z on last, first, middle name, case-insensitively, and Z-A is its exact reverse', () => {
    const rows = [
      row('REF-3', { lastName: 'cruz' }),
      row('REF-2', { lastName: 'Cruz', firstName: 'Ana' }),
      row('REF-1', { lastName: 'Abad' }),
      row('REF-4', { lastName: 'Cruz', firstName: 'Ana', middleName: 'B' }),
    ];
    const az = [...rows].sort((a, b) => compareReportRows('name_asc', a, b));
    expect(refs(az)).toEqual(['REF-1', 'REF-4', 'REF-2', 'REF-3']);
    const za = [...rows].sort((a, b) => compareReportRows('name_desc', a, b));
    expect(refs(za)).toEqual([...refs(az)].reverse());
  });

  it('breaks ties on the reference number in the sort direction, so no two rows compare equal', () => {
    const a = row('REF-A');
    const b = row('REF-B');
    for (const sort of REPORT_SORTS) expect(compareReportRows(sort, a, b)).not.toBe(0);
    expect(compareReportRows('expiry_asc', a, b)).toBeLessThan(0);
    expect(compareReportRows('expiry_desc', a, b)).toBeGreaterThan(0);
  });

  it('puts the newest latest claim first and members without claims last', () => {
    const rows = [
      row('REF-1'),
      row('REF-2', { latestClaimDate: '2024-05-01' }),
      row('REF-3', { latestClaimDate: '2025-01-01' }),
    ];
    expect(refs(rows.sort((a, b) => compareReportRows('latest_claim', a, b)))).toEqual([
      'REF-3',
      'REF-2',
      'REF-1',
    ]);
  });

  it('sorts claims on the total claimed, then the number of claims', () => {
    const rows = [
      row('REF-1', { totalClaimedCentavos: 500, claimsCount: 2 }),
      row('REF-2', { totalClaimedCentavos: 500, claimsCount: 1 }),
      row('REF-3', { totalClaimedCentavos: 100, claimsCount: 9 }),
    ];
    expect(refs(rows.sort((a, b) => compareReportRows('claims_asc', a, b)))).toEqual([
      'REF-3',
      'REF-2',
      'REF-1',
    ]);
    expect(refs(rows.sort((a, b) => compareReportRows('claims_desc', a, b)))).toEqual([
      'REF-1',
      'REF-2',
      'REF-3',
    ]);
  });

  it('sorts on registration and expiry dates', () => {
    const rows = [
      row('REF-1', { registrationDate: '2024-02-01' }),
      row('REF-2', { registrationDate: '2023-02-01' }),
    ];
    expect(refs(rows.sort((a, b) => compareReportRows('registered_asc', a, b)))).toEqual(['REF-2', 'REF-1']);
    expect(refs(rows.sort((a, b) => compareReportRows('registered_desc', a, b)))).toEqual(['REF-1', 'REF-2']);
  });
});

describe('top services (DECISIONS 28)', () => {
  const service = (serviceType: string, amountCentavos: number) => ({ serviceType, amountCentavos });

  it('names at most five, the largest amount first', () => {
    const all = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((s, i) => service(s, pesos(100 * (i + 1))));
    expect(topServices(all).map((s) => s.serviceType)).toEqual(['G', 'F', 'E', 'D', 'C']);
    expect(TOP_SERVICES).toBe(5);
  });

  it('breaks ties on the service type in character order, and leaves out services with nothing claimed', () => {
    const ranked = topServices([
      service('MRI', pesos(500)),
      service('CT-SCAN', pesos(500)),
      service('CRANIAL/CT-SCAN', pesos(500)),
      service('2D-ECHO', 0),
    ]);
    expect(ranked.map((s) => s.serviceType)).toEqual(['CRANIAL/CT-SCAN', 'CT-SCAN', 'MRI']);
  });
});

describe('the reports CSV (DECISIONS 29)', () => {
  it('has the 13 columns in order and a dated file name', () => {
    expect(REPORT_CSV_COLUMNS).toEqual([
      'Reference Number',
      'ID Number',
      'Last Name',
      'First Name',
      'Middle Name',
      'Suffix',
      'Barangay',
      'Registration Date',
      'Expiry Date',
      'Status',
      'Claims',
      'Total Claimed',
      'Latest Claim',
    ]);
    expect(reportCsvFilename('2026-11-23')).toBe('member-reports-2026-11-23.csv');
  });

  it('writes amounts with two decimals, dates as YYYY-MM-DD, and escapes a name beginning with =', () => {
    const cells = reportCsvCells({
      ...row('REF-1', { lastName: '=HYPERLINK("x")', totalClaimedCentavos: 123_405, claimsCount: 3 }),
      latestClaimDate: '2025-01-31',
      idNumber: '123',
      suffix: null,
      barangay: 'Bayanan I',
      status: 'Active',
    });
    expect(cells).toHaveLength(13);
    expect(csvLine(cells)).toBe(
      `REF-1,123,"'=HYPERLINK(""x"")",Maria,Cruz,,Bayanan I,2024-01-01,2027-01-01,Active,3,1234.05,2025-01-31\r\n`,
    );
  });
});
