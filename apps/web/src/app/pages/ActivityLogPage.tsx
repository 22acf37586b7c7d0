import { adminFullName } from '@portal/domain';
import { ActivityLog } from '../../features/activity-log/ActivityLog.tsx';
import { useAdmins } from '../../features/admins/api/get-admins.ts';
import { useMe } from '../../lib/auth/me.ts';

/**
 * Activity Log (/admin/activity-log): the activity-log feature, with the administrators feature's
 * list as the head admin's filter by administrator (other admins see only their own entries).
 */
export default function ActivityLogPage() {
  const me = useMe();
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const admins = useAdmins({ enabled: isHeadAdmin });
  const list = admins.data?.admins ?? [];
  // Named as everywhere (issue 23); the username only tells apart two admins of the same name.
  const shared = (name: string) => list.filter((other) => adminFullName(other) === name).length > 1;
  const options = isHeadAdmin
    ? list
        .map((admin) => {
          const name = adminFullName(admin);
          return { value: admin.id, label: shared(name) ? `${name} (${admin.username})` : name };
        })
        .sort((a, b) => a.label.localeCompare(b.label))
    : undefined;
  return <ActivityLog admins={options} />;
}
