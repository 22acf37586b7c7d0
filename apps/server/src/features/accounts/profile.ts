import { type AdminProfile, adminFullName, adminInitials, adminRoleLabel } from '@portal/domain';
import type { AdminRow } from './queries.ts';

export function toAdminProfile(row: AdminRow): AdminProfile {
  return {
    id: row.userId,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    middleName: row.middleName ?? null,
    role: row.role,
    roleLabel: adminRoleLabel(row.role),
    approvalStatus: row.approvalStatus,
    isHeadAdmin: row.role === 'head_admin',
    displayName: adminFullName(row),
    initials: adminInitials(row),
    createdAt: row.createdAt.toISOString(),
  };
}
