/**
 * "Claim Service" pressed outside the services section (the profile's header, the phone's sticky bar):
 * the section, which holds the claim form and its data, opens it. A listener per mounted section.
 */
import { useEffect } from 'react';

const listeners = new Set<() => void>();

export function requestClaim(): void {
  for (const listener of listeners) listener();
}

export function useClaimRequests(onRequest: () => void): void {
  useEffect(() => {
    listeners.add(onRequest);
    return () => {
      listeners.delete(onRequest);
    };
  }, [onRequest]);
}
