import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useSettings } from '../api/get-settings.ts';
import { SETUP_PATH } from '../SetupNotice.tsx';
import { useSettingsTexts } from '../texts.ts';

const SOURCE_TEXT = {
  environment: 'address.sourceEnvironment',
  saved: 'address.sourceSaved',
  fallback: 'address.sourceFallback',
} as const;

/** Settings' Public address (DECISIONS 54): the address QR codes and mail links use, and where it comes from. */
export function PublicAddressSection() {
  const settings = useSettings();
  const { t } = useSettingsTexts();
  return (
    <SectionCard id="public-address" title={t('address.title')} description={t('address.description')}>
      {settings.isPending ? (
        <Skeleton h={48} aria-label={t('address.loading')} />
      ) : settings.isError ? (
        <RetryAlert title={t('address.loadFailed')} onRetry={() => settings.refetch()} />
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {settings.data.publicAddress.address}
            </Text>
            {settings.data.publicAddress.confirmed ? (
              <Badge color="teal" variant="light">
                {t('address.confirmed')}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                {t('address.notConfirmed')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(SOURCE_TEXT[settings.data.publicAddress.source])}
          </Text>
          {settings.data.publicAddress.source !== 'environment' ? (
            <Group>
              <Button
                component={Link}
                to={SETUP_PATH}
                variant="default"
                leftSection={<IconWorldWww size={18} aria-hidden />}
              >
                {settings.data.publicAddress.confirmed ? t('address.change') : t('address.confirm')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
