import { RecentActivity } from '../../features/activity-log/RecentActivity.tsx';
import { MyProfile } from '../../features/profile/MyProfile.tsx';
import { useMe } from '../../lib/auth/me.ts';

/** My Profile (/admin/profile): the profile feature's forms, then the admin's own recent activity. */
export default function MyProfilePage() {
  const me = useMe();
  const adminId = me.data?.admin.id;
  return <MyProfile>{adminId ? <RecentActivity adminId={adminId} /> : null}</MyProfile>;
}
