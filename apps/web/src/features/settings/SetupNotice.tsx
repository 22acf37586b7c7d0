import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePublicAddressStatus } from '../../lib/public-address.ts';
import { useSettingsTexts } from './texts.ts';

export const SETUP_PATH = '/admin/setup';
/** Once per browser session: a head admin is led to the setup after signing in, not on every page. */
const LED_KEY = 'portal.setup-led';

/**
 * DECISIONS 54, for head admins: while the first-run setup is pending, the first admin page after
 * signing in leads to it (once per session); until the public address is confirmed, every admin
 * page shows a banner linking to it.
 */
export function SetupNotice({ isHeadAdmin }: { isHeadAdmin: boolean }) {
  const status = usePublicAddressStatus({ enabled: isHeadAdmin });
  const { t } = useSettingsTexts();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pending = status.data?.setupPending === true;
  const onSetup = pathname === SETUP_PATH;

  useEffect(() => {
    if (!pending || onSetup || sessionStorage.getItem(LED_KEY)) return;
    sessionStorage.setItem(LED_KEY, '1');
    navigate(SETUP_PATH, { replace: true });
  }, [pending, onSetup, navigate]);

  if (!isHeadAdmin || !status.data || onSetup) return null;
  const { publicAddress } = status.data;
  if (publicAddress.confirmed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('notice.title')}
    >
      {t(publicAddress.localOnly ? 'notice.bodyLocalOnly' : 'notice.body', {
        address: publicAddress.address,
      })}{' '}
      <Anchor component={Link} to={SETUP_PATH} fw={600}>
        {t('notice.confirm')}
      </Anchor>
    </Alert>
  );
}
