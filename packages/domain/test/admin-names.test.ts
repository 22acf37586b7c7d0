import { describe, expect, it } from 'vitest';
import { adminFullName, adminInitials } from '../src/index.ts';

describe('an administrator is named by their full name wherever a person is named (issue 23)', () => {
  it('is first and last name, never the username or e-mail', () => {
    expect(adminFullName({ firstName: 'Maria', lastName: 'Dela Cruz' })).toBe('Maria Dela Cruz');
  });

  it('trims the parts and reads Admin when both are gone', () => {
    expect(adminFullName({ firstName: '  Maria ', lastName: null })).toBe('Maria');
    expect(adminFullName({ firstName: null, lastName: null })).toBe('Admin');
  });

  it('gives the avatar the initials of the first and last name', () => {
    expect(adminInitials({ firstName: 'Maria', lastName: 'Dela Cruz' })).toBe('MD');
    expect(adminInitials({ firstName: 'ñora', lastName: 'élan' })).toBe('ÑÉ');
    expect(adminInitials({ firstName: null, lastName: null })).toBe('A');
  });
});
