/**
 * Every route that needs a signed-in, approved admin. The access-control test checks each one
 * answers 401 without a session and 403 for an admin who is not approved. Add new admin routes here.
 */
export type AdminRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** Only a head admin may call it: other approved admins get 403 FORBIDDEN. */
  headAdminOnly?: boolean;
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

export const ADMIN_ROUTES: AdminRoute[] = [
  { method: 'GET', url: '/api/account/me' },
  { method: 'GET', url: '/api/admins', headAdminOnly: true },
  { method: 'POST', url: `/api/admins/${SOME_ID}/approve`, headAdminOnly: true },
  { method: 'POST', url: `/api/admins/${SOME_ID}/reject`, headAdminOnly: true },
];
