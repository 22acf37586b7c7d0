import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, retryDelay } from './api.ts';
import { meQueryKey } from './auth/me-key.ts';
import { isSessionEnded, notifySessionEnded } from './auth/session.ts';

const meQueryHash = hashKey(meQueryKey);

export function createQueryClient(): QueryClient {
  /**
   * A 401 reaches here only when nobody signed in again: on an admin page a call that gets 401 first
   * waits for the sign-in over the page (lib/auth/reauth.ts, app/SessionSignInModal.tsx) and is sent
   * again. When the admin signs out instead, or no admin page is open: say so once, and re-check the
   * session, so the admin guard sends the visitor to /login. The pages and modals show nothing of
   * their own for it (isSessionEnded).
   */
  const sessionEnded = (error: unknown) => {
    // Head admins came to require two-step sign-in (issue 27 item 1): the session's state is read
    // again, and the admin guard shows the set-up instead of the page.
    if (isApiError(error) && error.code === 'SECOND_STEP_REQUIRED') {
      void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
      return;
    }
    if (!isSessionEnded(error)) return;
    notifySessionEnded();
    void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryHash !== meQueryHash) sessionEnded(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => sessionEnded(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; only network/server hiccups are retried. A 503 (the
        // database out of reach for a moment, DECISIONS 50) is retried after its Retry-After for about
        // half a minute, the page meanwhile showing its loader, then its message.
        retry: (failureCount, error) =>
          isApiError(error) && error.status === 503
            ? failureCount < 6
            : !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
