import { queryOptions } from '@tanstack/react-query';
import type { UserInfoDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** `sso/info`: who is signed in (§3 user info). */
export const userInfoQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'info'],
    queryFn: ({ signal }) => apiRequest<UserInfoDto>('sso/info', { language, signal }),
    staleTime: 5 * 60_000,
    // A 401 ends the session in the API client; anything else is worth one more try.
    retry: (failures, error) => failures < 1 && !(error as { code?: number }).code,
  });

/** Where a member's own area starts: the teacher profile for foreign teachers (§2, §6). */
export const homePathOf = (user: Pick<UserInfoDto, 'isFt'>) => (user.isFt ? '/user/teacher' : '/user');
