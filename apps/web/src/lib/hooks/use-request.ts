import { useCallback, useEffect, useRef, useState } from 'react';

interface RequestCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * One server call started by a form, with its pending state: the shape of TanStack Query's
 * `useMutation` (`mutate(input, { onSuccess, onError })`, `isPending`) without the query client.
 * The login page uses it so that its route does not download TanStack Query (issue 13, item 2);
 * pages that cache answers use the query client.
 */
export function useRequest<I, R>(send: (input: I) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: I, callbacks: RequestCallbacks<R> = {}) => {
      setPending(true);
      send(input).then(
        (result) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [send],
  );

  return { isPending, mutate };
}
