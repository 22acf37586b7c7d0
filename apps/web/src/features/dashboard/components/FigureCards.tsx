import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type Dashboard, formatPesos } from '@portal/domain';
import { IconCalendarDue, IconCash, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { FigureCardHeading } from '../../../components/FigureCardHeading.tsx';
import { count } from '../format.ts';

interface Figure {
  label: string;
  value: (figures: Dashboard['figures']) => ReactNode;
  note?: (figures: Dashboard['figures']) => string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
  /** Where the figure's members are listed. */
  to: string;
}

const FIGURES: Figure[] = [
  {
    label: 'Active members',
    value: (f) => count(f.activeMembers),
    icon: IconUserCheck,
    color: 'teal',
    to: '/admin/reports',
  },
  {
    label: 'Expiring within 30 days',
    value: (f) => count(f.expiringWithin30Days),
    icon: IconCalendarDue,
    color: 'orange',
    to: '/admin/membership-renewals?window=30',
  },
  {
    label: 'Registered this month',
    value: (f) => count(f.registeredThisMonth),
    icon: IconUserPlus,
    color: 'blue',
    to: '/admin/reports?sort=registered_desc',
  },
  {
    label: 'Claims this month',
    value: (f) => count(f.claimsThisMonth.count),
    note: (f) => formatPesos(f.claimsThisMonth.amountCentavos),
    icon: IconCash,
    color: 'grape',
    to: '/admin/reports?sort=latest_claim',
  },
];

/** Today's four figures (DECISIONS 31), each a link to where its members are listed. */
export function FigureCards({ figures }: { figures: Dashboard['figures'] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {FIGURES.map((figure) => {
        return (
          <Paper
            key={figure.label}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component={Link}
            to={figure.to}
            aria-label={figures ? undefined : figure.label}
            style={{ textDecoration: 'none', color: 'inherit' }}
            data-figure={figure.label}
          >
            <FigureCardHeading label={figure.label} color={figure.color} icon={figure.icon} />
            {figures ? (
              <>
                <Text fz={{ base: 22, sm: 28 }} fw={700} mt={4} lh={1.2} data-value>
                  {figure.value(figures)}
                </Text>
                {figure.note ? (
                  <Text size="sm" c="dimmed" data-note>
                    {figure.note(figures)}
                  </Text>
                ) : null}
              </>
            ) : (
              <Skeleton h={30} mt={6} w="50%" />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
