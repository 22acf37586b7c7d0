import { AdminLayout } from './AdminLayout.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';

/** The /admin route: the session check, then the admin frame around the child page. */
export default function AdminRoute() {
  return <RequireAdmin>{(admin) => <AdminLayout admin={admin} />}</RequireAdmin>;
}
