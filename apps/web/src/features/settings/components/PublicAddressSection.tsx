import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useSettings } from '../api/get-settings.ts';
import { SETUP_PATH } from '../SetupNotice.tsx';

const SOURCE_TEXT = {
  environment: 'Set by PUBLIC_URL on the server: change it there and restart the portal.',
  saved: 'Confirmed by a head admin.',
  fallback: 'Not confirmed: the portal’s own default. Confirm the address members’ phones can open.',
} as const;

/** Settings' Public address (DECISIONS 54): the address QR codes and mail links use, and where it comes from. */
export function PublicAddressSection() {
  const settings = useSettings();
  return (
    <SectionCard
      id="public-address"
      title="Public address"
      description="Where members’ QR codes and the links in mails lead."
    >
      {settings.isPending ? (
        <Skeleton h={48} aria-label="Loading the public address" />
      ) : settings.isError ? (
        <RetryAlert title="The public address could not be loaded." onRetry={() => settings.refetch()} />
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {settings.data.publicAddress.address}
            </Text>
            {settings.data.publicAddress.confirmed ? (
              <Badge color="teal" variant="light">
                Confirmed
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                Not confirmed
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {SOURCE_TEXT[settings.data.publicAddress.source]}
          </Text>
          {settings.data.publicAddress.source !== 'environment' ? (
            <Group>
              <Button
                component={Link}
                to={SETUP_PATH}
                variant="default"
                leftSection={<IconWorldWww size={18} aria-hidden />}
              >
                {settings.data.publicAddress.confirmed ? 'Change the address' : 'Confirm the address'}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
