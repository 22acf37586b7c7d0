import { ActivityLog } from '../../features/activity-log/ActivityLog.tsx';
import { useAdmins } from '../../features/admins/api/get-admins.ts';
import { fullName } from '../../features/admins/components/format.ts';
import { useMe } from '../../lib/auth/me.ts';

/**
 * Activity Log (/admin/activity-log): the activity-log feature, with the administrators feature's
 * list as the head admin's filter by administrator (other admins see only their own entries).
 */
export default function ActivityLogPage() {
  const me = useMe();
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const admins = useAdmins({ enabled: isHeadAdmin });
  const options = isHeadAdmin
    ? (admins.data?.admins ?? [])
        .map((admin) => ({ value: admin.id, label: `${fullName(admin)} (${admin.username})` }))
        .sort((a, b) => a.label.localeCompare(b.label))
    : undefined;
  return <ActivityLog admins={options} />;
}
