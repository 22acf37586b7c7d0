import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SETUP_PATH } from '../SetupNotice.tsx';
import { useSettingsTexts } from '../texts.ts';
import { SettingsSection } from './SettingsSection.tsx';

const SOURCE_TEXT = {
  environment: 'address.sourceEnvironment',
  saved: 'address.sourceSaved',
  fallback: 'address.sourceFallback',
} as const;

/** Settings' Public address (DECISIONS 54): the address QR codes and mail links use, and where it comes from. */
export function PublicAddressSection() {
  const { t } = useSettingsTexts();
  return (
    <SettingsSection
      id="public-address"
      area="address"
      skeleton={<Skeleton h={48} aria-label={t('address.loading')} />}
    >
      {({ publicAddress }) => (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {publicAddress.address}
            </Text>
            <Badge color={publicAddress.confirmed ? 'teal' : 'yellow'} variant="light">
              {publicAddress.confirmed ? t('address.confirmed') : t('address.notConfirmed')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(SOURCE_TEXT[publicAddress.source])}
          </Text>
          {publicAddress.source !== 'environment' ? (
            <Group>
              <Button
                component={Link}
                to={SETUP_PATH}
                variant="default"
                leftSection={<IconWorldWww size={18} aria-hidden />}
              >
                {publicAddress.confirmed ? t('address.change') : t('address.confirm')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </SettingsSection>
  );
}
