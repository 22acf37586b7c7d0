import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../components/PageLoader.tsx';

const toLogin = <Navigate to="/login" replace />;

/** Lazily loads one page module and uses its default export as the route's component. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Spec 2 route table. Every page is its own chunk; public pages never pull in the admin frame. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: toLogin },
      { path: 'under-maintenance', element: toLogin },
      { path: 'login', ...page(() => import('../features/auth/LoginPage.tsx')) },
      { path: 'login/code', ...page(() => import('../features/auth/SecondStepPage.tsx')) },
      {
        // Every page below has the query client; /login, the first page most visitors load, does not.
        ...page(() => import('./QueryLayer.tsx')),
        HydrateFallback: PageLoader,
        children: [
          { path: 'register', ...page(() => import('../features/auth/RegisterPage.tsx')) },
          { path: 'reset-password', ...page(() => import('../features/auth/ResetPasswordPage.tsx')) },
          { path: 'scan/*', ...page(() => import('../features/public/ScanPage.tsx')) },
          {
            path: 'member-profile/*',
            ...page(() => import('../features/public/PublicMemberProfilePage.tsx')),
          },
          {
            path: 'admin',
            ...page(() => import('./AdminRoute.tsx')),
            HydrateFallback: PageLoader,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', ...page(() => import('../features/dashboard/DashboardPage.tsx')) },
              { path: 'export-db', ...page(() => import('../features/export/ExportDatabasePage.tsx')) },
              { path: 'members', ...page(() => import('../features/members/MembersPage.tsx')) },
              { path: 'members/import', ...page(() => import('./pages/MemberImportPage.tsx')) },
              { path: 'members/cards', ...page(() => import('../features/members/IdCardBatchPage.tsx')) },
              { path: 'reports', ...page(() => import('../features/reports/ReportsPage.tsx')) },
              { path: 'reports/print', ...page(() => import('../features/reports/ReportPrintPage.tsx')) },
              {
                path: 'reports/claims',
                ...page(() => import('../features/claims-report/ClaimsReportPage.tsx')),
              },
              {
                path: 'archived-members',
                ...page(() => import('../features/members/ArchivedMembersPage.tsx')),
              },
              {
                id: 'MemberProfileAdminPage',
                path: 'member/:id',
                ...page(() => import('./pages/MemberProfilePage.tsx')),
              },
              { path: 'member/:id/card', ...page(() => import('../features/members/MemberCardPage.tsx')) },
              {
                path: 'member/:id/data-report',
                ...page(() => import('../features/member-data-report/MemberDataReportPage.tsx')),
              },
              {
                path: 'claims/:claimId/receipt',
                ...page(() => import('../features/receipts/ReceiptPage.tsx')),
              },
              { path: 'scanner', ...page(() => import('./pages/QrScannerPage.tsx')) },
              {
                path: 'member-registration',
                ...page(() => import('../features/member-registration/MemberRegistrationPage.tsx')),
              },
              { path: 'profile', ...page(() => import('./pages/MyProfilePage.tsx')) },
              { path: 'membership-renewals', ...page(() => import('./pages/MembershipRenewalsPage.tsx')) },
              {
                path: 'membership-renewals/worklist',
                ...page(() => import('../features/renewals/RenewalWorklistPage.tsx')),
              },
              { path: 'activity-log', ...page(() => import('./pages/ActivityLogPage.tsx')) },
              { path: 'messages', ...page(() => import('../features/messages/MessagesPage.tsx')) },
              {
                path: 'messages/templates',
                ...page(() => import('../features/message-templates/MessageTemplatesPage.tsx')),
              },
              { path: 'access-log', ...page(() => import('./pages/AccessLogPage.tsx')) },
              {
                path: 'notifications',
                ...page(() => import('../features/notifications/NotificationsPage.tsx')),
              },
              { path: 'admins', ...page(() => import('../features/admins/AdministratorsPage.tsx')) },
              { path: 'settings', ...page(() => import('./pages/SettingsPage.tsx')) },
              {
                path: 'settings/retention',
                ...page(() => import('../features/retention/RetentionPage.tsx')),
              },
              { path: 'setup', ...page(() => import('../features/settings/FirstRunSetupPage.tsx')) },
            ],
          },
        ],
      },
      { path: '*', element: toLogin },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
