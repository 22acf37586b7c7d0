import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type ClaimsReport, formatPesos } from '@portal/domain';
import { IconCash, IconReceipt, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { FigureCardHeading } from '../../../components/FigureCardHeading.tsx';

interface Figure {
  label: string;
  value: (report: ClaimsReport) => string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
}

const count = (n: number) => n.toLocaleString('en-PH');

const FIGURES: Figure[] = [
  {
    label: 'Total amount',
    value: (r) => formatPesos(r.totals.amountCentavos),
    icon: IconCash,
    color: 'grape',
  },
  { label: 'Claims', value: (r) => count(r.totals.claimsCount), icon: IconReceipt, color: 'blue' },
  { label: 'Members served', value: (r) => count(r.totals.membersServed), icon: IconUsers, color: 'teal' },
];

/** The grand totals of the set: amount, claims and distinct members; while they load, their outlines. */
export function ClaimsFigures({ report }: { report: ClaimsReport | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }} mb="md">
      {FIGURES.map((figure) => (
        <Paper
          key={figure.label}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label={figure.label}
        >
          <FigureCardHeading label={figure.label} color={figure.color} icon={figure.icon} />
          {report ? (
            <Text fz={{ base: 20, sm: 24 }} fw={700} mt={4} style={{ overflowWrap: 'anywhere' }} data-figure>
              {figure.value(report)}
            </Text>
          ) : (
            <Skeleton h={28} mt={6} w="60%" />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
