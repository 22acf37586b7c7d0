import { describe, expect, it } from 'vitest';
import {
  catalogueTextIn,
  claimsReportText,
  claimsReportTextFil,
  dataReportMessages,
  dataReportMessagesFil,
  REPORT_SORTS,
  receiptMessages,
  receiptMessagesFil,
  renewalsText,
  renewalsTextFil,
  reportsText,
  reportsTextFil,
  servicesText,
  servicesTextFil,
} from '../src/index.ts';

/**
 * Issue 26: the catalogues of the services, claims, renewals, receipts and reports pages in Filipino
 * (the same keys and placeholders; the refusals found by their English text).
 */

/** Every key path of a nested catalogue. */
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const at = (catalogue: object, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** A text catalogue and its Filipino: the same keys, every placeholder kept. */
function sameShape(english: object, filipino: object) {
  expect(keysOf(filipino).sort()).toEqual(keysOf(english).sort());
  for (const path of keysOf(english)) {
    expect(placeholders(String(at(filipino, path))), path).toEqual(placeholders(String(at(english, path))));
  }
}

/** An older catalogue (texts and message functions): each function's arguments as {{0}}, {{1}}, … */
function samePositions(english: object, filipino: object) {
  expect(keysOf(filipino).sort()).toEqual(keysOf(english).sort());
  for (const path of keysOf(english)) {
    const value = at(english, path);
    const expected =
      typeof value === 'function' ? Array.from({ length: value.length }, (_, i) => `${i}`) : [];
    expect(placeholders(String(at(filipino, path))), path).toEqual(expected.sort());
  }
}

describe('the services, renewals, receipts and reports catalogues (issue 26)', () => {
  it('renewals-text: the same keys and placeholders in Filipino', () => {
    sameShape(renewalsText, renewalsTextFil);
  });

  it('claims-report-text: the same keys and placeholders in Filipino', () => {
    sameShape(claimsReportText, claimsReportTextFil);
  });

  it('services-text: the same keys and placeholders in Filipino; every service status named', () => {
    sameShape(servicesText, servicesTextFil);
    expect(Object.keys(servicesText.statuses).sort()).toEqual([
      'Available',
      'Depleted',
      'Ineligible',
      'Partial',
    ]);
  });

  it('reports-text: the same keys and placeholders in Filipino; every sort named', () => {
    sameShape(reportsText, reportsTextFil);
    expect(Object.keys(reportsText.sorts).sort()).toEqual([...REPORT_SORTS].sort());
  });

  it('receipt-messages: the same keys and arguments in Filipino; its refusal found by its English text', () => {
    samePositions(receiptMessages, receiptMessagesFil);
    expect(catalogueTextIn(receiptMessages.receiptClaimNotFound, 'fil')).toBe(
      receiptMessagesFil.receiptClaimNotFound,
    );
    expect(catalogueTextIn(receiptMessages.receiptRecordedBy('Ana Reyes'), 'fil')).toBe(
      'Itinala ang claim ni Ana Reyes.',
    );
  });

  it('member-data-report-messages: the same keys and arguments; its refusal and left-out reasons in Filipino', () => {
    samePositions(dataReportMessages, dataReportMessagesFil);
    expect(catalogueTextIn(dataReportMessages.headAdminOnly, 'fil')).toBe(
      dataReportMessagesFil.headAdminOnly,
    );
    expect(catalogueTextIn(dataReportMessages.leftOutReasons.member_claim_totals!, 'fil')).toBe(
      dataReportMessagesFil.leftOutReasons.member_claim_totals,
    );
  });
});
