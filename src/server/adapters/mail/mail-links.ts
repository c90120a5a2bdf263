import type { Env } from '../../env.ts';
import { addressOf } from '../../operations/start-banner.ts';

/**
 * Where the links in mail lead: `PUBLIC_URL`, or else the address the portal listens at, as the
 * start banner shows it. Never the request's `Host` header, which whoever sends the request
 * chooses: a welcome mail's set-password link must not lead to somebody else's site.
 */
export function mailLinkBaseOf(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? addressOf(env)).replace(/\/+$/, '');
}
