import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pager } from './Pager.tsx';

interface PagedRowsProps {
  /** The page's query: its rows fade while the next page is read, and the pager waits for it. */
  query: { isPlaceholderData: boolean; isFetching: boolean };
  /**
   * The list answer's paging: its page, its pages, and whether there are more than `totalPages` (a
   * list that counted only so far: totalCapped).
   */
  paging: { page: number; totalPages: number; totalCapped?: boolean };
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/** One page of a list (table or cards), faded while the next is read, with 'Page X of Y' under it. */
export function PagedRows({ query, paging, onPageChange, children }: PagedRowsProps) {
  return (
    <>
      <Box
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={query.isFetching}
      >
        {children}
      </Box>
      <Pager
        page={paging.page}
        totalPages={paging.totalPages}
        onChange={onPageChange}
        disabled={query.isPlaceholderData}
        more={paging.totalCapped}
      />
    </>
  );
}
