import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pager } from './Pager.tsx';

interface PagedRowsProps {
  /** The page's query: its rows fade while the next page is read, and the pager waits for it. */
  query: { isPlaceholderData: boolean; isFetching: boolean };
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** More pages than `totalPages` (a searched list that counted only so far). */
  more?: boolean;
  children: ReactNode;
}

/** One page of a list (table or cards), faded while the next is read, with 'Page X of Y' under it. */
export function PagedRows({ query, page, totalPages, onPageChange, more, children }: PagedRowsProps) {
  return (
    <>
      <Box
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={query.isFetching}
      >
        {children}
      </Box>
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={onPageChange}
        disabled={query.isPlaceholderData}
        more={more}
      />
    </>
  );
}
