import { Stack } from '@mantine/core';
import { settingsMessages } from '@portal/domain';
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
import { useMe } from '../../lib/auth/me.ts';

const TITLE = 'Settings';

/**
 * Settings (DECISIONS 53–54), head admins only: the settings feature's office details, then the
 * services feature's limits. Another admin who opens the address is told whose page it is.
 */
export default function SettingsPage() {
  const me = useMe();
  const { hash } = useLocation();
  if (!me.data) return <PageLoader label="Checking your session…" />;
  if (!me.data.admin.isHeadAdmin) {
    return <HeadAdminOnly title={TITLE} message={settingsMessages.settingsHeadAdminOnly} />;
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description="The office named on receipts, the address QR codes lead to and the service limits of the program. Every change is kept in the Activity Log."
      />
      <Stack gap="lg">
        <OfficeDetailsSection />
        <PublicAddressSection />
        <ServiceLimitsSection focusOnLoad={hash === `#${SERVICE_LIMITS_SECTION_ID}`} />
        <RetentionSettingsSection />
      </Stack>
    </>
  );
}
