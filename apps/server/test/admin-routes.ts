/**
 * Every route that needs a signed-in, approved admin. The access-control test checks each one
 * answers 401 without a session and 403 for an admin who is not approved. Add new admin routes here.
 */
import {
  backupMessages,
  messageListMessages,
  reachMessages,
  retentionMessages,
  settingsMessages,
} from '@portal/domain';

export type AdminRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Only a head admin may call it: other approved admins get 403 FORBIDDEN. */
  headAdminOnly?: boolean;
  /** The 403's message when not messages.headAdminOnly (Settings say theirs). */
  forbiddenMessage?: string;
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

export const ADMIN_ROUTES: AdminRoute[] = [
  { method: 'GET', url: '/api/account/me' },
  { method: 'GET', url: '/api/admins', headAdminOnly: true },
  { method: 'POST', url: `/api/admins/${SOME_ID}/approve`, headAdminOnly: true },
  { method: 'POST', url: `/api/admins/${SOME_ID}/reject`, headAdminOnly: true },
  { method: 'POST', url: `/api/admins/${SOME_ID}/deactivate`, headAdminOnly: true },
  { method: 'POST', url: `/api/admins/${SOME_ID}/reactivate`, headAdminOnly: true },
  // Issue 27 item 2: sessions (one's own on My Profile; another admin's for head admins).
  { method: 'GET', url: '/api/account/sessions' },
  { method: 'POST', url: `/api/account/sessions/${SOME_ID}/end` },
  { method: 'POST', url: '/api/account/sessions/end-others' },
  { method: 'GET', url: `/api/admins/${SOME_ID}/sessions`, headAdminOnly: true },
  { method: 'POST', url: `/api/admins/${SOME_ID}/sessions/end`, headAdminOnly: true },
  // Issue 27 item 1: two-step sign-in (one's own; the requirement and a reset for head admins).
  { method: 'GET', url: '/api/account/second-step' },
  { method: 'POST', url: '/api/account/second-step/enroll', payload: {} },
  { method: 'POST', url: '/api/account/second-step/confirm', payload: {} },
  { method: 'POST', url: '/api/account/second-step/turn-off', payload: {} },
  {
    method: 'PUT',
    url: '/api/admins/second-step-requirement',
    payload: { required: true },
    headAdminOnly: true,
  },
  { method: 'POST', url: `/api/admins/${SOME_ID}/second-step/reset`, headAdminOnly: true },
  { method: 'POST', url: '/api/members/reference-number' },
  { method: 'POST', url: '/api/members', payload: {} },
  { method: 'GET', url: '/api/members' },
  { method: 'GET', url: '/api/members?page=abc' },
  { method: 'GET', url: '/api/members/registration-years' },
  { method: 'GET', url: '/api/members/archived' },
  { method: 'GET', url: '/api/members/lookup?ref=REF-20250101-000000-0000' },
  { method: 'GET', url: '/api/members/find?q=juan' },
  { method: 'GET', url: '/api/members/id-cards?barangay=Lalud' },
  { method: 'GET', url: `/api/members/${SOME_ID}` },
  { method: 'PATCH', url: `/api/members/${SOME_ID}`, payload: {} },
  // Issue 25: a member's consent record; the message templates (head admins).
  { method: 'GET', url: `/api/members/${SOME_ID}/reach` },
  {
    method: 'GET',
    url: '/api/message-templates',
    headAdminOnly: true,
    forbiddenMessage: reachMessages.templatesHeadAdminOnly,
  },
  {
    method: 'PUT',
    url: '/api/message-templates/welcome/sms/en',
    payload: { body: 'Hi {firstName}' },
    headAdminOnly: true,
    forbiddenMessage: reachMessages.templatesHeadAdminOnly,
  },
  { method: 'POST', url: `/api/members/${SOME_ID}/archive` },
  { method: 'POST', url: `/api/members/${SOME_ID}/restore` },
  { method: 'GET', url: `/api/members/${SOME_ID}/images/id-picture` },
  { method: 'GET', url: `/api/members/${SOME_ID}/images/signature` },
  { method: 'GET', url: `/api/members/${SOME_ID}/images/qr-code` },
  { method: 'POST', url: `/api/members/${SOME_ID}/beneficiaries`, payload: {} },
  { method: 'POST', url: `/api/members/${SOME_ID}/beneficiaries/${SOME_ID}/remove` },
  { method: 'GET', url: '/api/service-limits' },
  {
    method: 'PUT',
    url: '/api/service-limits',
    payload: { limits: [{ serviceType: 'MRI', maxCentavos: 1 }] },
    // DECISIONS 53: program-wide, changed by head admins only.
    headAdminOnly: true,
  },
  // DECISIONS 53–54: Settings are the head admins'.
  {
    method: 'GET',
    url: '/api/settings',
    headAdminOnly: true,
    forbiddenMessage: settingsMessages.settingsHeadAdminOnly,
  },
  {
    method: 'PUT',
    url: '/api/settings/office',
    payload: { name: 'Rural Health Unit', address: 'Poblacion', phone: '' },
    headAdminOnly: true,
    forbiddenMessage: settingsMessages.settingsHeadAdminOnly,
  },
  {
    method: 'PUT',
    url: '/api/settings/public-address',
    payload: { address: 'http://192.168.1.20:3000' },
    headAdminOnly: true,
    forbiddenMessage: settingsMessages.settingsHeadAdminOnly,
  },
  {
    method: 'POST',
    url: '/api/settings/setup',
    payload: {
      office: { name: 'Rural Health Unit', address: 'Poblacion', phone: '' },
      address: 'http://192.168.1.20:3000',
    },
    headAdminOnly: true,
    forbiddenMessage: settingsMessages.settingsHeadAdminOnly,
  },
  // Every admin reads it: the banner and the ID card's print check.
  { method: 'GET', url: '/api/settings/public-address' },
  // DECISIONS 49: backups are the head admins'.
  {
    method: 'GET',
    url: '/api/backups',
    headAdminOnly: true,
    forbiddenMessage: backupMessages.backupsHeadAdminOnly,
  },
  {
    method: 'GET',
    url: '/api/backups/status',
    headAdminOnly: true,
    forbiddenMessage: backupMessages.backupsHeadAdminOnly,
  },
  {
    method: 'POST',
    url: '/api/backups/run',
    headAdminOnly: true,
    forbiddenMessage: backupMessages.backupsHeadAdminOnly,
  },
  { method: 'GET', url: `/api/members/${SOME_ID}/services` },
  { method: 'GET', url: `/api/members/${SOME_ID}/services?on=2025-01-01` },
  { method: 'POST', url: `/api/members/${SOME_ID}/claims`, payload: {} },
  { method: 'POST', url: `/api/claims/${SOME_ID}/receipt` },
  { method: 'POST', url: `/api/claims/${SOME_ID}/void`, payload: { reason: 'x' } },
  { method: 'GET', url: '/api/claims/institutions' },
  { method: 'GET', url: '/api/account/profile' },
  { method: 'PATCH', url: '/api/account/profile', payload: {} },
  { method: 'GET', url: '/api/me/preferences' },
  { method: 'PUT', url: '/api/me/preferences/members-view', payload: { value: 'table' } },
  { method: 'PUT', url: '/api/me/language', payload: { language: 'fil' } },
  { method: 'POST', url: '/api/account/password', payload: {} },
  { method: 'GET', url: '/api/activity-log' },
  { method: 'GET', url: '/api/activity-log?action=claim.created&from=2026-01-01&to=2026-01-31&member=REF-1' },
  { method: 'GET', url: '/api/activity-log/export.csv' },
  { method: 'GET', url: '/api/renewals' },
  { method: 'GET', url: '/api/renewals?window=expired&barangay=Balite&search=juan&page=2' },
  { method: 'GET', url: '/api/renewals/worklist' },
  { method: 'GET', url: `/api/members/${SOME_ID}/renewals` },
  { method: 'POST', url: `/api/members/${SOME_ID}/renewals`, payload: {} },
  { method: 'GET', url: '/api/reports' },
  { method: 'GET', url: '/api/reports?status=High%20Claims&sort=claims_desc&barangay=Balite&page=2' },
  { method: 'GET', url: '/api/reports/summary' },
  { method: 'GET', url: '/api/reports/summary?status=Expired&year=2025&month=3' },
  { method: 'GET', url: '/api/reports/print?sort=expiry_asc' },
  { method: 'GET', url: '/api/reports/export.csv' },
  { method: 'GET', url: '/api/reports/export.csv?search=juan&sort=latest_claim' },
  { method: 'GET', url: '/api/claims-report' },
  { method: 'GET', url: '/api/claims-report?from=2026-01-01&to=2026-01-31&service=MRI&barangay=Balite' },
  { method: 'GET', url: '/api/claims-report/export.csv' },
  { method: 'GET', url: '/api/claims-report/export.csv?category=inpatient&institution=OMPH' },
  { method: 'GET', url: '/api/claims-report/admins' },
  { method: 'GET', url: '/api/dashboard' },
  { method: 'GET', url: '/api/notifications' },
  { method: 'GET', url: '/api/notifications?type=expired&page=2' },
  { method: 'GET', url: '/api/notifications/unread-count' },
  { method: 'POST', url: `/api/notifications/${SOME_ID}/read` },
  { method: 'POST', url: '/api/notifications/read-all', payload: {} },
  { method: 'GET', url: '/api/export-sql' },
  { method: 'GET', url: '/api/export-sql?filterType=month&filterValue=2025-03&collections=members' },
  { method: 'GET', url: '/api/export-storage' },
  { method: 'GET', url: '/api/export-storage?filterType=year&filterValue=2025' },
  { method: 'GET', url: '/api/export-counts' },
  { method: 'POST', url: '/api/export-sql/verify', payload: {} },
  { method: 'GET', url: '/api/member-import/template.csv' },
  { method: 'GET', url: '/api/member-import/template.xlsx' },
  { method: 'POST', url: '/api/member-import/preview', payload: {} },
  { method: 'POST', url: '/api/member-import', payload: {} },
  // Issue 24 item 4: bulk upload of ID pictures and e-signatures.
  { method: 'POST', url: '/api/member-import/images/preview', payload: {} },
  { method: 'POST', url: '/api/member-import/images', payload: {} },
  { method: 'GET', url: '/api/member-import/batches' },
  { method: 'POST', url: `/api/member-import/batches/${SOME_ID}/undo`, headAdminOnly: true },
  // Issue 25 item 6: the outbox's messages are the head admins'; a member's on the profile, every admin's.
  {
    method: 'GET',
    url: '/api/messages?status=failed&channel=sms&kind=renewal_30&from=2026-01-01&to=2026-01-31&member=juan',
    headAdminOnly: true,
    forbiddenMessage: messageListMessages.messagesHeadAdminOnly,
  },
  {
    method: 'POST',
    url: `/api/messages/${SOME_ID}/retry`,
    headAdminOnly: true,
    forbiddenMessage: messageListMessages.messagesHeadAdminOnly,
  },
  {
    method: 'POST',
    url: `/api/messages/${SOME_ID}/cancel`,
    headAdminOnly: true,
    forbiddenMessage: messageListMessages.messagesHeadAdminOnly,
  },
  { method: 'GET', url: `/api/members/${SOME_ID}/messages` },
  // Issue 27 item 3 (DECISIONS 46): the access log is the head admins'; the import page records its refused-rows CSV.
  { method: 'GET', url: '/api/access-log', headAdminOnly: true },
  {
    method: 'GET',
    url: '/api/access-log?kind=member.details&from=2026-01-01&to=2026-01-31',
    headAdminOnly: true,
  },
  { method: 'GET', url: '/api/access-log/export.csv', headAdminOnly: true },
  { method: 'GET', url: `/api/members/${SOME_ID}/access-log`, headAdminOnly: true },
  { method: 'POST', url: '/api/access-log/refused-rows', payload: { rows: 1 } },
  // Issue 27 item 4 (DECISIONS 47): the member data report is the head admins'.
  { method: 'GET', url: `/api/members/${SOME_ID}/data-report`, headAdminOnly: true },
  { method: 'GET', url: `/api/members/${SOME_ID}/data-report?download=1`, headAdminOnly: true },
  // Issue 27 item 5: record retention's worklist and removal (head admins).
  {
    method: 'GET',
    url: '/api/retention',
    headAdminOnly: true,
    forbiddenMessage: retentionMessages.headAdminOnly,
  },
  {
    method: 'POST',
    url: '/api/retention/remove',
    payload: { expected: 1 },
    headAdminOnly: true,
    forbiddenMessage: retentionMessages.headAdminOnly,
  },
  // Issue 30 item 3: the data disk's free space, for the dashboard's warning.
  { method: 'GET', url: '/api/system/disk', headAdminOnly: true },
];
