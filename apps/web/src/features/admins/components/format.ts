import type { AdminProfile } from '@portal/domain';
import { formatInstantDate } from '../../../lib/dates.ts';

/** When the admin registered, as a Manila calendar date (DECISIONS 1). */
export function registeredOn(admin: AdminProfile, locale?: string): string {
  return formatInstantDate(admin.createdAt, locale);
}

export function fullName(admin: AdminProfile): string {
  return [admin.firstName, admin.middleName, admin.lastName].filter((part) => part?.trim()).join(' ');
}
