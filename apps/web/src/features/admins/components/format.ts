import { type AdminProfile, DEFAULT_TIMEZONE } from '@portal/domain';

const registeredFormat = new Intl.DateTimeFormat('en-PH', {
  timeZone: DEFAULT_TIMEZONE,
  dateStyle: 'medium',
});

/** When the admin registered, as a Manila calendar date (DECISIONS 1). */
export function registeredOn(admin: AdminProfile): string {
  const date = new Date(admin.createdAt);
  return Number.isNaN(date.getTime()) ? '—' : registeredFormat.format(date);
}

export function fullName(admin: AdminProfile): string {
  return [admin.firstName, admin.middleName, admin.lastName].filter((part) => part?.trim()).join(' ');
}
