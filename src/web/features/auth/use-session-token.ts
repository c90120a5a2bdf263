import { useSyncExternalStore } from 'react';
import { readSessionToken, subscribeToSessionToken } from '../../lib/session-token.ts';

/**
 * The stored token: `null` on the server, which cannot see local storage, and while hydrating; an
 * empty string for a visitor. Reading it needs no request, so the header decides with it whether
 * to load the member's parts at all.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSessionToken, readSessionToken, () => null);
}
