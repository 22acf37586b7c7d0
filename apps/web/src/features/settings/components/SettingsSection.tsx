import type { SettingsResponse } from '@portal/domain';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useSettings } from '../api/get-settings.ts';
import { useSettingsTexts } from '../texts.ts';

/**
 * One section of Settings (office details, public address), its texts under `area`: the settings
 * loaded, then `children` with them; `skeleton` while they load; a failure to load, with Retry.
 */
export function SettingsSection({
  id,
  area,
  skeleton,
  children,
}: {
  id: string;
  area: 'office' | 'address';
  skeleton: ReactNode;
  children: (settings: SettingsResponse) => ReactNode;
}) {
  const settings = useSettings();
  const { t } = useSettingsTexts();
  return (
    <SectionCard id={id} title={t(`${area}.title`)} description={t(`${area}.description`)}>
      {settings.isPending ? (
        skeleton
      ) : settings.isError ? (
        <RetryAlert title={t(`${area}.loadFailed`)} onRetry={() => settings.refetch()} />
      ) : (
        children(settings.data)
      )}
    </SectionCard>
  );
}
