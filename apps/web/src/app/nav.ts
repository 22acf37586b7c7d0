import {
  IconArchive,
  IconDashboard,
  IconDatabaseExport,
  IconHistory,
  IconQrcode,
  IconRefresh,
  IconReportAnalytics,
  IconShieldLock,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Other paths that belong to this item (e.g. a member's profile under Registered Members). */
  alsoActiveFor?: string[];
  headAdminOnly?: boolean;
}

/** The admin navigation (CONTRACT: Admin layout labels). */
export const navItems: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: IconDashboard },
  { to: '/admin/members', label: 'Registered Members', icon: IconUsers, alsoActiveFor: ['/admin/member/'] },
  { to: '/admin/member-registration', label: 'Member Registration', icon: IconUserPlus },
  { to: '/admin/scanner', label: 'QR Scanner', icon: IconQrcode },
  { to: '/admin/reports', label: 'Reports', icon: IconReportAnalytics },
  { to: '/admin/archived-members', label: 'Archived Members', icon: IconArchive },
  { to: '/admin/membership-renewals', label: 'Membership Renewals', icon: IconRefresh },
  { to: '/admin/activity-log', label: 'Activity Log', icon: IconHistory },
  { to: '/admin/export-db', label: 'Export Database', icon: IconDatabaseExport },
  { to: '/admin/admins', label: 'Administrators', icon: IconShieldLock, headAdminOnly: true },
  { to: '/admin/profile', label: 'My Profile', icon: IconUserCircle },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return (item.alsoActiveFor ?? []).some((prefix) => pathname.startsWith(prefix));
}
