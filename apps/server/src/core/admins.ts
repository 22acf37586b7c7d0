/** An administrator's personal information as registration and My Profile both write and read it. */
import type { AdminProfileUpdate } from '@portal/domain';
import type { admins } from '../db/schema/index.ts';

type AdminRow = typeof admins.$inferSelect;

/** The personal fields as table columns (blanks as null). */
export function adminPersonalColumns(input: AdminProfileUpdate) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    middleName: input.middleName ?? null,
    maidenName: input.maidenName ?? null,
    dob: input.dob,
    gender: input.gender,
    civilStatus: input.civilStatus,
    contactNumber: input.contactNumber,
  };
}

/** The personal fields of a stored admin, with the domain's values. */
export function adminPersonalOf(row: AdminRow) {
  return adminPersonalColumns({
    ...row,
    middleName: row.middleName ?? undefined,
    maidenName: row.maidenName ?? undefined,
    gender: row.gender as AdminProfileUpdate['gender'],
    civilStatus: row.civilStatus as AdminProfileUpdate['civilStatus'],
  });
}
