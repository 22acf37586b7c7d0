import { messages } from './messages.ts';

/** Admin roles (spec 6) and the header's display name. */
export const ADMIN_ROLES = ['head_admin', 'admin_assistant', 'other'] as const;
export type AdminRoleChoice = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRoleChoice, string> = {
  head_admin: 'Head Administrator',
  admin_assistant: 'Administrative Assistant',
  other: 'Other',
};

/** An account's access: waiting for approval, approved, rejected, or deactivated by a head admin. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'deactivated'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Why an account may not use the portal (null when approved): the sign-in, guard and session answers. */
export function accessRefusal(
  status: ApprovalStatus,
): { code: 'AWAITING_APPROVAL' | 'REJECTED' | 'DEACTIVATED'; message: string } | null {
  switch (status) {
    case 'approved':
      return null;
    case 'rejected':
      return { code: 'REJECTED', message: messages.loginRejected };
    case 'deactivated':
      return { code: 'DEACTIVATED', message: messages.adminDeactivated };
    default:
      return { code: 'AWAITING_APPROVAL', message: messages.loginAwaitingApproval };
  }
}

/** How a stored role reads on screen: the two named roles, or the free text of 'other'. */
export function adminRoleLabel(role: string): string {
  if (role === 'head_admin' || role === 'admin_assistant') return ADMIN_ROLE_LABELS[role];
  return role;
}

/**
 * How an administrator is named wherever a person is named (issue 23): 'Maria Dela Cruz' — never the
 * username or the e-mail. An account whose names are gone (a removed admin) reads 'Admin'.
 */
export function adminFullName(a: { firstName: string | null; lastName: string | null }): string {
  const name = [a.firstName, a.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || 'Admin';
}

/** The two letters of an admin's avatar: first and last name's initials ('MD'). */
export function adminInitials(a: { firstName: string | null; lastName: string | null }): string {
  const letters = [a.firstName, a.lastName].map((part) => Array.from(part?.trim() ?? '')[0] ?? '').join('');
  return (letters || 'A').toLocaleUpperCase('en-PH');
}
