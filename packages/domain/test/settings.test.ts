/** Settings (DECISIONS 53–54): the office's details and the portal's public address, as the forms and the API check them. */
import { describe, expect, it } from 'vitest';
import { activityEntry, activitySentence } from '../src/activity.ts';
import { messages } from '../src/messages.ts';
import {
  isLocalOnlyAddress,
  isOfficePhone,
  OFFICE_TEXT_LIMITS,
  officeDetailsSchema,
  publicAddressOf,
  publicAddressSchema,
} from '../src/schemas/settings.ts';
import { settingsMessages } from '../src/settings-messages.ts';

const office = {
  name: 'City Health Office',
  address: 'City Hall Complex, Calapan City',
  phone: '(043) 288-1234',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('office details', () => {
  it('accepts the office, trimmed, and a blank contact number as none', () => {
    expect(officeDetailsSchema.parse({ ...office, name: '  Rural Health Unit ' })).toEqual({
      ...office,
      name: 'Rural Health Unit',
    });
    expect(officeDetailsSchema.parse({ ...office, phone: '   ' }).phone).toBe('');
    expect(officeDetailsSchema.parse({ name: office.name, address: office.address }).phone).toBe('');
  });

  it('requires the name and the address, with the field named', () => {
    expect(firstMessage(officeDetailsSchema.safeParse({ ...office, name: ' ' }))).toBe(
      'Office name is required.',
    );
    expect(firstMessage(officeDetailsSchema.safeParse({ ...office, address: undefined }))).toBe(
      'Office address is required.',
    );
  });

  it('refuses text longer than the limits (name 150, address 300, contact number 60)', () => {
    expect(OFFICE_TEXT_LIMITS).toEqual({ name: 150, address: 300, phone: 60 });
    expect(officeDetailsSchema.safeParse({ ...office, name: 'x'.repeat(150) }).success).toBe(true);
    expect(firstMessage(officeDetailsSchema.safeParse({ ...office, name: 'x'.repeat(151) }))).toBe(
      messages.fieldTooLong('Office name', 150),
    );
    expect(firstMessage(officeDetailsSchema.safeParse({ ...office, address: 'x'.repeat(301) }))).toBe(
      messages.fieldTooLong('Office address', 300),
    );
    expect(firstMessage(officeDetailsSchema.safeParse({ ...office, phone: '1'.repeat(61) }))).toBe(
      messages.fieldTooLong('Contact number', 60),
    );
  });

  it('refuses control and text-direction characters', () => {
    expect(firstMessage(officeDetailsSchema.safeParse({ ...office, name: 'City\u202EHealth' }))).toBe(
      messages.textNotAllowed,
    );
  });

  it.each([
    '(043) 288-1234',
    '+63 917 123 4567',
    '09171234567',
    '288-1234',
    '(043) 288-1234 / 0917 123 4567',
    '288-1234, 288-5678',
  ])('takes %j as a contact number', (phone) => {
    expect(isOfficePhone(phone)).toBe(true);
    expect(officeDetailsSchema.safeParse({ ...office, phone }).success).toBe(true);
  });

  it.each(['call us', '123', '0917-CALL-NOW', '+63 917 123 4567 8901 23', '288-1234 /', '++63 917 123 4567'])(
    'refuses %j as a contact number',
    (phone) => {
      expect(isOfficePhone(phone)).toBe(false);
      expect(firstMessage(officeDetailsSchema.safeParse({ ...office, phone }))).toBe(
        settingsMessages.officePhoneInvalid,
      );
    },
  );

  it('logs one entry naming each changed field from what to what', () => {
    const entry = activityEntry('settings.office_updated', {
      changes: [
        { field: 'name', from: 'City Health Office', to: 'Rural Health Unit' },
        { field: 'phone', from: '', to: '288-1234' },
      ],
    });
    expect(entry.details.description).toBe(
      "Changed the office details: Office name from 'City Health Office' to 'Rural Health Unit'; Contact number from '(none)' to '288-1234'",
    );
    expect(activitySentence('Maria Santos', entry.action, entry.details)).toBe(
      "Maria Santos changed the office details: Office name from 'City Health Office' to 'Rural Health Unit'; Contact number from '(none)' to '288-1234'",
    );
  });
});

describe('public address', () => {
  it.each([
    ['http://192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['http://192.168.1.20:3000/', 'http://192.168.1.20:3000'],
    ['  HTTPS://Portal.Example.gov.ph  ', 'https://portal.example.gov.ph'],
    ['https://portal.example.gov.ph:443', 'https://portal.example.gov.ph'],
    ['http://portal.local:80', 'http://portal.local'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://127.0.0.2:4173', 'http://127.0.0.2:4173'],
  ])('reads %j as the origin %j', (text, origin) => {
    expect(publicAddressOf(text)).toBe(origin);
    expect(publicAddressSchema.parse({ address: text })).toEqual({ address: origin });
  });

  it.each([
    '192.168.1.20:3000',
    'ftp://192.168.1.20',
    'http://192.168.1.20:3000/admin',
    'http://192.168.1.20:3000?x=1',
    'http://192.168.1.20:3000#top',
    'http://user:pw@192.168.1.20',
    'http://300.1.1.1',
    'http://192.168.1.20:70000',
    'http://',
    '',
  ])('refuses %j', (text) => {
    expect(publicAddressOf(text)).toBeNull();
    expect(firstMessage(publicAddressSchema.safeParse({ address: text }))).toBe(
      settingsMessages.publicAddressInvalid,
    );
  });

  it('knows the addresses that reach only the server itself', () => {
    for (const local of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]) {
      expect(isLocalOnlyAddress(local)).toBe(true);
    }
    for (const lan of [
      'http://192.168.1.20:3000',
      'https://portal.example.gov.ph',
      'http://127.0.0.2:3000',
    ]) {
      expect(isLocalOnlyAddress(lan)).toBe(false);
    }
  });
});
