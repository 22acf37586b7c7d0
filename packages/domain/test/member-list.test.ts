import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareMemberListRows,
  MEMBER_LIST_SORTS,
  type MemberListSortKey,
  memberListSortLabel,
  memberListSortOf,
  memberListSortParts,
  nextMemberListSort,
} from '../src/member-list.ts';
import {
  isPreferenceKey,
  knownPreferences,
  PREFERENCE_KEYS,
  preferenceValueSchemas,
} from '../src/preferences.ts';

const row = (over: Partial<MemberListSortKey>): MemberListSortKey => ({
  referenceNumber: 'REF-20250101-000000-0001',
  lastName: 'Santos',
  firstName: 'Juan',
  middleName: 'Cruz',
  registrationDate: '2025-01-01',
  expiryDate: '2028-01-01',
  ...over,
});

const refs = (rows: MemberListSortKey[]) => rows.map((r) => r.referenceNumber);

describe('Registered Members table sorts (issue 23 item 6)', () => {
  it('names eight sorts: name, reference number, registration and expiry date, both ways', () => {
    expect(MEMBER_LIST_SORTS).toHaveLength(8);
    for (const sort of MEMBER_LIST_SORTS) {
      const { column, direction } = memberListSortParts(sort);
      expect(memberListSortOf(column, direction)).toBe(sort);
    }
  });

  it('sorts names last, first, middle, case-insensitively, ties on the reference number', () => {
    const rows = [
      row({ referenceNumber: 'R3', lastName: 'santos', firstName: 'Ana' }),
      row({ referenceNumber: 'R2', lastName: 'Abad' }),
      row({ referenceNumber: 'R4', lastName: 'Santos', firstName: 'ana' }),
      row({ referenceNumber: 'R1', lastName: 'Santos', firstName: 'Ana', middleName: 'Bautista' }),
    ];
    const asc = [...rows].sort((a, b) => compareMemberListRows('name_asc', a, b));
    // 'Bautista' before 'Cruz'; the two Ana Cruz Santos by reference number.
    expect(refs(asc)).toEqual(['R2', 'R1', 'R3', 'R4']);
    const desc = [...rows].sort((a, b) => compareMemberListRows('name_desc', a, b));
    expect(refs(desc)).toEqual(['R4', 'R3', 'R1', 'R2']);
  });

  it('sorts dates and breaks their ties on the reference number in the same direction', () => {
    const rows = [
      row({ referenceNumber: 'B', expiryDate: '2027-05-01', registrationDate: '2024-05-01' }),
      row({ referenceNumber: 'A', expiryDate: '2027-05-01', registrationDate: '2024-05-01' }),
      row({ referenceNumber: 'C', expiryDate: '2026-01-01', registrationDate: '2023-01-01' }),
    ];
    expect(refs([...rows].sort((a, b) => compareMemberListRows('expiry_asc', a, b)))).toEqual([
      'C',
      'A',
      'B',
    ]);
    expect(refs([...rows].sort((a, b) => compareMemberListRows('expiry_desc', a, b)))).toEqual([
      'B',
      'A',
      'C',
    ]);
    expect(refs([...rows].sort((a, b) => compareMemberListRows('registered_desc', a, b)))).toEqual([
      'B',
      'A',
      'C',
    ]);
  });

  it('compares reference numbers code point by code point', () => {
    const rows = [
      row({ referenceNumber: 'ref-2' }),
      row({ referenceNumber: 'REF-3' }),
      row({ referenceNumber: 'REF-1' }),
    ];
    expect(refs([...rows].sort((a, b) => compareMemberListRows('reference_asc', a, b)))).toEqual([
      'REF-1',
      'REF-3',
      'ref-2',
    ]);
  });

  it('makes each descending sort the exact reverse of its ascending twin (distinct reference numbers)', () => {
    const key = fc.record({
      lastName: fc.constantFrom('Santos', 'santos', 'Abad', 'Ñora'),
      firstName: fc.constantFrom('Juan', 'Ana'),
      middleName: fc.constantFrom('', 'Cruz'),
      registrationDate: fc.constantFrom('2024-01-01', '2024-06-30'),
      expiryDate: fc.constantFrom('2027-01-01', '2027-06-30'),
    });
    fc.assert(
      fc.property(
        fc.array(key, { maxLength: 12 }),
        fc.constantFrom('name', 'reference', 'registered', 'expiry'),
        (keys, column) => {
          const rows = keys.map((k, i) => ({ ...k, referenceNumber: `REF-${String(i).padStart(3, '0')}` }));
          const asc = [...rows].sort((a, b) => compareMemberListRows(memberListSortOf(column, 'asc'), a, b));
          const desc = [...rows].sort((a, b) =>
            compareMemberListRows(memberListSortOf(column, 'desc'), a, b),
          );
          expect(refs(desc)).toEqual(refs(asc).reverse());
        },
      ),
    );
  });

  it('turns a header click into the other direction, or a new column ascending', () => {
    expect(nextMemberListSort(null, 'expiry')).toBe('expiry_asc');
    expect(nextMemberListSort('expiry_asc', 'expiry')).toBe('expiry_desc');
    expect(nextMemberListSort('expiry_desc', 'expiry')).toBe('expiry_asc');
    expect(nextMemberListSort('name_desc', 'reference')).toBe('reference_asc');
  });

  it('tells the order shown in words', () => {
    expect(memberListSortLabel(null)).toBe('Newest registrations first');
    expect(memberListSortLabel('expiry_asc')).toBe('Sorted by Expiry, earliest first');
    expect(memberListSortLabel('name_desc')).toBe('Sorted by Name, Z to A');
  });
});

describe('admin preferences (issue 23 item 6)', () => {
  it('knows the view and the sort of Registered Members, nothing else', () => {
    expect(PREFERENCE_KEYS).toEqual(['members-view', 'members-sort']);
    expect(isPreferenceKey('members-view')).toBe(true);
    expect(isPreferenceKey('toString')).toBe(false);
    expect(isPreferenceKey('theme')).toBe(false);
  });

  it('accepts each key only with its own values', () => {
    expect(preferenceValueSchemas['members-view'].safeParse('table').success).toBe(true);
    expect(preferenceValueSchemas['members-view'].safeParse('list').success).toBe(false);
    expect(preferenceValueSchemas['members-sort'].safeParse('expiry_desc').success).toBe(true);
    expect(preferenceValueSchemas['members-sort'].safeParse(null).success).toBe(true);
    expect(preferenceValueSchemas['members-sort'].safeParse('claims_desc').success).toBe(false);
    expect(preferenceValueSchemas['members-sort'].safeParse(undefined).success).toBe(false);
  });

  it('reads back only known keys with values still valid', () => {
    expect(
      knownPreferences([
        { key: 'members-view', value: 'table' },
        { key: 'members-sort', value: 'latest_claim' },
        { key: 'old-key', value: 1 },
      ]),
    ).toEqual({ 'members-view': 'table' });
    expect(knownPreferences([{ key: 'members-sort', value: null }])).toEqual({ 'members-sort': null });
  });
});
