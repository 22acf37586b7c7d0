import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconDatabaseExport,
  IconQrcode,
  IconRefresh,
  IconReportAnalytics,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useAdminTexts } from '../../../lib/i18n/admin-texts.ts';
import { useDashboardTexts } from '../texts.ts';

interface QuickLink {
  to: string;
  /** The page's name in the navigation (admin-text.ts `nav`) and what it is for (dashboard-text.ts `quickLinks`). */
  page: 'registration' | 'members' | 'scanner' | 'reports' | 'renewals' | 'exportDb';
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const quickLinks: QuickLink[] = [
  {
    to: '/admin/member-registration',
    page: 'registration',
    icon: IconUserPlus,
  },
  {
    to: '/admin/members',
    page: 'members',
    icon: IconUsers,
  },
  {
    to: '/admin/scanner',
    page: 'scanner',
    icon: IconQrcode,
  },
  {
    to: '/admin/reports',
    page: 'reports',
    icon: IconReportAnalytics,
  },
  {
    to: '/admin/membership-renewals',
    page: 'renewals',
    icon: IconRefresh,
  },
  {
    to: '/admin/export-db',
    page: 'exportDb',
    icon: IconDatabaseExport,
  },
];

/** The dashboard's quick links to the pages staff use most. */
export function QuickLinks() {
  const { t } = useDashboardTexts();
  const { t: at } = useAdminTexts();
  return (
    <section aria-labelledby="quick-links-heading">
      <Title order={2} fz="lg" id="quick-links-heading" mb="sm">
        {t('quickLinks.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {quickLinks.map((link) => {
          const Icon = link.icon;
          return (
            <Card
              key={link.to}
              component={Link}
              to={link.to}
              withBorder
              radius="md"
              padding="md"
              style={{ textDecoration: 'none' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
                  <Icon size={22} stroke={1.6} />
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap={4}>
                    <Text fw={600} component="h3" fz="md" m={0}>
                      {at(`nav.${link.page}`)}
                    </Text>
                    <IconArrowRight size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                  </Group>
                  <Text size="sm" c="dimmed" mt={2}>
                    {t(`quickLinks.${link.page}`)}
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
