import {
  IconArchive,
  IconDashboard,
  IconDatabaseExport,
  IconEye,
  IconHistory,
  IconMail,
  IconQrcode,
  IconReceipt2,
  IconRefresh,
  IconReportAnalytics,
  IconSettings,
  IconShieldLock,
  IconTemplate,
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
  { to: '/admin/reports/claims', label: 'Claims Report', icon: IconReceipt2 },
  { to: '/admin/archived-members', label: 'Archived Members', icon: IconArchive },
  { to: '/admin/membership-renewals', label: 'Membership Renewals', icon: IconRefresh },
  { to: '/admin/activity-log', label: 'Activity Log', icon: IconHistory },
  { to: '/admin/messages', label: 'Messages', icon: IconMail, headAdminOnly: true },
  { to: '/admin/messages/templates', label: 'Message templates', icon: IconTemplate, headAdminOnly: true },
  { to: '/admin/export-db', label: 'Export Database', icon: IconDatabaseExport },
  { to: '/admin/access-log', label: 'Access Log', icon: IconEye, headAdminOnly: true },
  { to: '/admin/admins', label: 'Administrators', icon: IconShieldLock, headAdminOnly: true },
  { to: '/admin/settings', label: 'Settings', icon: IconSettings, headAdminOnly: true },
  { to: '/admin/profile', label: 'My Profile', icon: IconUserCircle },
];

const under = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The item of this page: its own path or one below it, unless another item names that deeper path. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (under(pathname, item.to)) {
    // /admin/reports/claims is the Claims Report's, not Reports'.
    return !navItems.some((other) => other.to.length > item.to.length && under(pathname, other.to));
  }
  return (item.alsoActiveFor ?? []).some((prefix) => pathname.startsWith(prefix));
}
