import { useQuery } from '@tanstack/react-query';
import type { UserInfoDto } from '../../../shared/api/accounts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { userInfoQueryOptions } from './api/get-user-info.ts';
import { useSessionToken } from './use-session-token.ts';

export type Session =
  /** On the server and while hydrating, or while `sso/info` answers: render no account state yet. */
  | { status: 'pending' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: UserInfoDto }
  /** A token exists but `sso/info` could not be reached. */
  | { status: 'unavailable'; retry: () => void };

/** §4: logged in when a stored token exists and `sso/info` succeeds. */
export function useSession(): Session {
  const token = useSessionToken();
  const language = useLanguage();
  const info = useQuery({ ...userInfoQueryOptions(language), enabled: Boolean(token) });
  if (token === null) return { status: 'pending' };
  if (token === '') return { status: 'signedOut' };
  if (info.data) return { status: 'signedIn', user: info.data };
  if (info.isError) return { status: 'unavailable', retry: () => void info.refetch() };
  return { status: 'pending' };
}

/** For pages that render only inside the signed-in user area. */
export function useSignedInUser(): UserInfoDto {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInUser needs a signed-in member');
  return session.user;
}
