import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { HeadAdminOnly } from '../../components/HeadAdminOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { RetentionSettingsSection } from '../../features/retention/RetentionSettingsSection.tsx';
import {
  SERVICE_LIMITS_SECTION_ID,
  ServiceLimitsSection,
} from '../../features/services/components/ServiceLimitsSection.tsx';
import { OfficeDetailsSection } from '../../features/settings/components/OfficeDetailsSection.tsx';
import { PublicAddressSection } from '../../features/settings/components/PublicAddressSection.tsx';
import { useSettingsMessages, useSettingsTexts } from '../../features/settings/texts.ts';
import { useMe } from '../../lib/auth/me.ts';
import { useAdminTexts } from '../../lib/i18n/admin-texts.ts';

/**
 * Settings (DECISIONS 53–54), head admins only: the settings feature's office details, then the
 * services feature's limits. Another admin who opens the address is told whose page it is.
 */
export default function SettingsPage() {
  const me = useMe();
  const { t } = useSettingsTexts();
  const { t: at } = useAdminTexts();
  const messages = useSettingsMessages();
  const { hash } = useLocation();
  if (!me.data) return <PageLoader label={at('common.checkingSession')} />;
  if (!me.data.admin.isHeadAdmin) {
    return <HeadAdminOnly title={t('page.title')} message={messages.settingsHeadAdminOnly} />;
  }
  return (
    <>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Stack gap="lg">
        <OfficeDetailsSection />
        <PublicAddressSection />
        <ServiceLimitsSection focusOnLoad={hash === `#${SERVICE_LIMITS_SECTION_ID}`} />
        <RetentionSettingsSection />
      </Stack>
    </>
  );
}
