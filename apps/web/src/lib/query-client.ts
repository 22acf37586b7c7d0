import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api.ts';
import { meQueryKey } from './auth/me.ts';

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 on any page's data means the session ended: re-check it, and the admin guard sends the visitor to login.
      onError: (error, query) => {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; only network/server hiccups are retried.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
