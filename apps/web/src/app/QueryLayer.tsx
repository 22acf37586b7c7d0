import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The query client around every route but /login: a chunk of its own, so the login page does not
 * download TanStack Query (issue 13, item 2). One client while the visitor stays on these routes;
 * a return to /login (signing out) leaves it behind.
 */
export default function QueryLayer() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
