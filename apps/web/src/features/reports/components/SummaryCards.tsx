import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatPesos, type ReportSummary } from '@portal/domain';
import { IconCash, IconUserCheck, IconUsers, IconUserX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { FigureCardHeading } from '../../../components/FigureCardHeading.tsx';

interface Card {
  label: string;
  value: (summary: ReportSummary) => string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
}

const count = (n: number) => n.toLocaleString('en-PH');

/** DECISIONS 28's four cards. */
const CARDS: Card[] = [
  { label: 'Total Members', value: (s) => count(s.cards.totalMembers), icon: IconUsers, color: 'blue' },
  { label: 'Active Members', value: (s) => count(s.cards.activeMembers), icon: IconUserCheck, color: 'teal' },
  { label: 'Expired Members', value: (s) => count(s.cards.expiredMembers), icon: IconUserX, color: 'red' },
  {
    label: 'Total Claimed',
    value: (s) => formatPesos(s.cards.totalClaimedCentavos),
    icon: IconCash,
    color: 'grape',
  },
];

/** The four summary cards of the filtered set; while they load, their outlines. */
export function SummaryCards({ summary }: { summary: ReportSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="md">
      {CARDS.map((card) => {
        return (
          <Paper
            key={card.label}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label={card.label}
            className="report-card"
          >
            <FigureCardHeading label={card.label} color={card.color} icon={card.icon} />
            {summary ? (
              <Text
                fz={{ base: 18, sm: 24 }}
                fw={700}
                mt={4}
                style={{ overflowWrap: 'anywhere' }}
                data-figure
              >
                {card.value(summary)}
              </Text>
            ) : (
              <Skeleton h={28} mt={6} w="60%" />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
