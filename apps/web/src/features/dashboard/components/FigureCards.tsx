import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type Dashboard, dashboardText, formatPesos } from '@portal/domain';
import { IconCalendarDue, IconCash, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { FigureCardHeading } from '../../../components/FigureCardHeading.tsx';
import { count } from '../format.ts';
import { type DashboardTexts, useDashboardTexts } from '../texts.ts';

interface Figure {
  label: string;
  /** The figure in English: the card's test hook (data-figure) stays the same in every language. */
  name: string;
  value: (figures: Dashboard['figures']) => ReactNode;
  note?: (figures: Dashboard['figures']) => string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
  /** Where the figure's members are listed. */
  to: string;
}

const figureList = ({ t, locale }: DashboardTexts): Figure[] => [
  {
    label: t('figures.activeMembers'),
    name: dashboardText.figures.activeMembers,
    value: (f) => count(f.activeMembers, locale),
    icon: IconUserCheck,
    color: 'teal',
    to: '/admin/reports',
  },
  {
    label: t('figures.expiring'),
    name: dashboardText.figures.expiring,
    value: (f) => count(f.expiringWithin30Days, locale),
    icon: IconCalendarDue,
    color: 'orange',
    to: '/admin/membership-renewals?window=30',
  },
  {
    label: t('figures.registeredThisMonth'),
    name: dashboardText.figures.registeredThisMonth,
    value: (f) => count(f.registeredThisMonth, locale),
    icon: IconUserPlus,
    color: 'blue',
    to: '/admin/reports?sort=registered_desc',
  },
  {
    label: t('figures.claimsThisMonth'),
    name: dashboardText.figures.claimsThisMonth,
    value: (f) => count(f.claimsThisMonth.count, locale),
    note: (f) => formatPesos(f.claimsThisMonth.amountCentavos),
    icon: IconCash,
    color: 'grape',
    to: '/admin/reports?sort=latest_claim',
  },
];

/** Today's four figures (DECISIONS 31), each a link to where its members are listed. */
export function FigureCards({ figures }: { figures: Dashboard['figures'] | undefined }) {
  const texts = useDashboardTexts();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {figureList(texts).map((figure) => {
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
            data-figure={figure.name}
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
