import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
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
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMe } from '../../lib/auth/me.ts';

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

export default function DashboardPage() {
  const me = useMe();
  const name = me.data?.admin.displayName ?? 'Admin';

  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome, ${name}. Choose what you would like to do.`} />
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
              padding="lg"
              style={{ textDecoration: 'none' }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
                  <Icon size={24} stroke={1.6} />
                </ThemeIcon>
                <IconArrowRight size={18} color="var(--mantine-color-dimmed)" aria-hidden />
              </Group>
              <Text fw={600} mt="md" component="h2" fz="lg">
                {link.title}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {link.description}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </>
  );
}
