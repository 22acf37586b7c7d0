import { describe, expect, it } from 'vitest';
import { type MemberUpdateInput, memberUpdateSchema, mergeMemberUpdate } from '../src/schemas/members.ts';

const current: MemberUpdateInput = {
  idNumber: 'ID-1',
  lastName: 'Santos',
  firstName: 'Maria',
  middleName: 'Reyes',
  suffix: undefined,
  maidenName: undefined,
  barangay: 'Balite',
  houseStreet: '12 Rizal St.',
  gender: 'female',
  civilStatus: 'married',
  phoneNumber: '+63 917 000 0000',
  dob: '1960-01-01',
  reminderConsent: 'none',
  language: 'en',
  email: undefined,
};

describe('a partial member update (DECISIONS 41)', () => {
  it('changes only the fields it names', () => {
    const merged = memberUpdateSchema.parse(mergeMemberUpdate(current, { phoneNumber: '0917 111 2222' }));
    expect(merged).toEqual({ ...current, phoneNumber: '0917 111 2222' });
  });

  it('clears an optional field named with a blank value', () => {
    const merged = memberUpdateSchema.parse(mergeMemberUpdate(current, { houseStreet: '', gender: '' }));
    expect(merged.houseStreet).toBeUndefined();
    expect(merged.gender).toBe('');
    expect(merged.phoneNumber).toBe(current.phoneNumber);
  });

  it('ignores names that are not member fields', () => {
    const changes = { registrationDate: '2020-01-01', referenceNumber: 'X' } as never;
    expect(mergeMemberUpdate(current, changes)).toEqual(current);
  });

  it('still refuses a required field that is named and blank', () => {
    expect(memberUpdateSchema.safeParse(mergeMemberUpdate(current, { lastName: ' ' })).success).toBe(false);
  });
});
