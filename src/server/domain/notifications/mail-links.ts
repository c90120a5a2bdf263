import type { Env } from '../../env.ts';

/**
 * The address links in mail start with: `PUBLIC_URL`, or this portal on its own port. Never a
 * request's `Host` header, which whoever sends the request chooses.
 */
export function mailLinkBaseOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
