import { adminFullName } from '@portal/domain';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { AccessLog } from '../../features/access-log/AccessLog.tsx';
import { useAccessLogMessages } from '../../features/access-log/texts.ts';
import { useAdmins } from '../../features/admins/api/get-admins.ts';
import { useMe } from '../../lib/auth/me.ts';
import { useAdminTexts } from '../../lib/i18n/admin-texts.ts';

/**
 * Access Log (/admin/access-log; DECISIONS 46), head admins only: the access-log feature with the
 * administrators feature's list as its filter by administrator.
 */
export default function AccessLogPage() {
  const { t } = useAdminTexts();
  const texts = useAccessLogMessages();
  const me = useMe();
  const isHeadAdmin = me.data?.admin.isHeadAdmin === true;
  const admins = useAdmins({ enabled: isHeadAdmin });
  if (!me.data) return <PageLoader label={t('common.checkingSession')} />;
  if (!isHeadAdmin) {
    return <HeadAdminOnly title={texts.pageTitle} message={texts.headAdminOnly} />;
  }
  const list = admins.data?.admins ?? [];
  // Named as everywhere (issue 23); the username only tells apart two admins of the same name.
  const shared = (name: string) => list.filter((other) => adminFullName(other) === name).length > 1;
  const options = list
    .map((admin) => {
      const name = adminFullName(admin);
      return { value: admin.id, label: shared(name) ? `${name} (${admin.username})` : name };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  return <AccessLog admins={options} />;
}
