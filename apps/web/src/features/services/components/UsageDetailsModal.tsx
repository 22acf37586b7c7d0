import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SERVICE_CATEGORIES, type ServiceUsageView } from '@portal/domain';
import { useServicesTexts } from '../texts.ts';
import { UsageCard } from './UsageCard.tsx';

interface UsageDetailsModalProps {
  opened: boolean;
  onClose: () => void;
  usage: ServiceUsageView[];
  /** 'Y - Y+1' of today's membership year. */
  yearLabel: string | null;
}

/** Service Usage Details (spec 2): a card per service for the windows containing today. */
export function UsageDetailsModal({ opened, onClose, usage, yearLabel }: UsageDetailsModalProps) {
  const { t } = useServicesTexts();
  return (
    <Modal opened={opened} onClose={onClose} title={t('usage.detailsTitle')} size="xl" centered>
      <Stack gap="lg">
        {yearLabel ? (
          <Text size="sm" c="dimmed">
            {t('usage.detailsIntro', { year: yearLabel })}
          </Text>
        ) : null}
        {SERVICE_CATEGORIES.map((category) => {
          const cards = usage.filter((u) => u.category === category);
          if (cards.length === 0) return null;
          return (
            <section key={category} aria-labelledby={`usage-${category}`}>
              <Title order={3} fz="md" id={`usage-${category}`} mb="xs">
                {t(`categories.${category}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                {cards.map((u) => (
                  <UsageCard key={u.serviceType} usage={u} />
                ))}
              </SimpleGrid>
            </section>
          );
        })}
      </Stack>
    </Modal>
  );
}
