import { TOKEN_STORAGE_KEY } from '../../shared/language.ts';

/**
 * The session token of D5, kept in local storage under `assets-token` (§9). Signing out stores an
 * empty token (§4). Subscribers hear of every change, in this tab and in the others.
 */
const listeners = new Set<() => void>();

export function readSessionToken(): string {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? '';
  } catch {
    // Storage may be blocked (private modes, sandboxed frames): then nobody is signed in.
    return '';
  }
}

export function storeSessionToken(token: string) {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } finally {
    listeners.forEach((listener) => listener());
  }
}

export const clearSessionToken = () => storeSessionToken('');

export function subscribeToSessionToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Every query of a member's private data starts with this key, so that signing out or a session
 * ending drops all of it at once and the next member never sees the previous one's data.
 */
export const MEMBER_QUERY_KEY = ['member'] as const;

/** The family's study plan: the plan reads it, and booking or cancelling a class changes it. */
export const PLAN_QUERY_KEY = [...MEMBER_QUERY_KEY, 'plan'] as const;
