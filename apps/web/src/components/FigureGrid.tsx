import { Paper, SimpleGrid, type SimpleGridProps, Skeleton, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { FigureCardHeading } from './FigureCardHeading.tsx';

/** One figure card: its label, what it shows of the data, its icon and colour. */
export interface Figure<T> {
  label: string;
  value: (data: T) => string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
}

interface FigureGridProps<T> {
  figures: Figure<T>[];
  /** Undefined while it loads: the cards show the outline of their figure. */
  data: T | undefined;
  cols: SimpleGridProps['cols'];
  /** The figure's font size on a phone (24 px from `sm` up). */
  phoneSize: number;
  /** A class on each card. */
  cardClassName?: string;
}

/** A row of figure cards (reports, claims report), each a section named by its label. */
export function FigureGrid<T>({ figures, data, cols, phoneSize, cardClassName }: FigureGridProps<T>) {
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'xs', sm: 'md' }} mb="md">
      {figures.map((figure) => (
        <Paper
          key={figure.label}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label={figure.label}
          className={cardClassName}
        >
          <FigureCardHeading label={figure.label} color={figure.color} icon={figure.icon} />
          {data ? (
            <Text
              fz={{ base: phoneSize, sm: 24 }}
              fw={700}
              mt={4}
              style={{ overflowWrap: 'anywhere' }}
              data-figure
            >
              {figure.value(data)}
            </Text>
          ) : (
            <Skeleton h={28} mt={6} w="60%" />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
