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

interface QuickLink {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

const quickLinks: QuickLink[] = [
  {
    to: '/admin/member-registration',
    title: 'Member Registration',
    description: 'Register a new member with documents, beneficiaries and a QR code.',
    icon: IconUserPlus,
  },
  {
    to: '/admin/members',
    title: 'Registered Members',
    description: 'Search members, open a profile, record claimed services.',
    icon: IconUsers,
  },
  {
    to: '/admin/scanner',
    title: 'QR Scanner',
    description: "Scan a member's QR code to open the profile.",
    icon: IconQrcode,
  },
  {
    to: '/admin/reports',
    title: 'Reports',
    description: 'Summaries of members and claims, CSV export and printing.',
    icon: IconReportAnalytics,
  },
  {
    to: '/admin/membership-renewals',
    title: 'Membership Renewals',
    description: 'Memberships that have expired or are about to.',
    icon: IconRefresh,
  },
  {
    to: '/admin/export-db',
    title: 'Export Database',
    description: 'Download the data and stored files for safekeeping.',
    icon: IconDatabaseExport,
  },
];

/** The dashboard's quick links to the pages staff use most. */
export function QuickLinks() {
  return (
    <section aria-labelledby="quick-links-heading">
      <Title order={2} fz="lg" id="quick-links-heading" mb="sm">
        Quick links
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
                      {link.title}
                    </Text>
                    <IconArrowRight size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                  </Group>
                  <Text size="sm" c="dimmed" mt={2}>
                    {link.description}
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
