import { useState } from 'react';

/**
 * An image from the API that may fail to load (the file store out of reach answers 503; issue 30
 * item 2). `failed` while the current address did not load; `retry()` asks again under a new
 * address (`?retry=n`), so neither the browser nor a proxy answers from a cached failure.
 */
export function useImageRetry(url: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = url && attempt > 0 ? `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}` : url;
  return {
    src,
    failed: src !== null && failedSrc === src,
    onError: () => setFailedSrc(src),
    retry: () => setAttempt((n) => n + 1),
  };
}
