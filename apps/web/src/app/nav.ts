import type { adminText } from '@portal/domain';
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
  /** The page, naming its label in the shared admin texts (admin-text.ts `nav`). */
  page: keyof typeof adminText.nav;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Other paths that belong to this item (e.g. a member's profile under Registered Members). */
  alsoActiveFor?: string[];
  headAdminOnly?: boolean;
}

/** The admin navigation (CONTRACT: Admin layout labels; the texts in admin-text.ts `nav`). */
export const navItems: NavItem[] = [
  { to: '/admin/dashboard', page: 'dashboard', icon: IconDashboard },
  { to: '/admin/members', page: 'members', icon: IconUsers, alsoActiveFor: ['/admin/member/'] },
  { to: '/admin/member-registration', page: 'registration', icon: IconUserPlus },
  { to: '/admin/scanner', page: 'scanner', icon: IconQrcode },
  { to: '/admin/reports', page: 'reports', icon: IconReportAnalytics },
  { to: '/admin/reports/claims', page: 'claimsReport', icon: IconReceipt2 },
  { to: '/admin/archived-members', page: 'archived', icon: IconArchive },
  { to: '/admin/membership-renewals', page: 'renewals', icon: IconRefresh },
  { to: '/admin/activity-log', page: 'activityLog', icon: IconHistory },
  { to: '/admin/messages', page: 'messages', icon: IconMail, headAdminOnly: true },
  { to: '/admin/messages/templates', page: 'templates', icon: IconTemplate, headAdminOnly: true },
  { to: '/admin/export-db', page: 'exportDb', icon: IconDatabaseExport },
  { to: '/admin/access-log', page: 'accessLog', icon: IconEye, headAdminOnly: true },
  { to: '/admin/admins', page: 'admins', icon: IconShieldLock, headAdminOnly: true },
  { to: '/admin/settings', page: 'settings', icon: IconSettings, headAdminOnly: true },
  { to: '/admin/profile', page: 'profile', icon: IconUserCircle },
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
