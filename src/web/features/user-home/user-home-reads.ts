import type { QueryClient } from '@tanstack/react-query';
import type { UserInfoDto } from '../../../shared/api/accounts.ts';
import type { Language } from '../../../shared/language.ts';
import { adviserQueryOptions } from './api/get-adviser.ts';
import { orderCountQueryOptions } from './api/get-order-count.ts';

/**
 * The reads of /user/home's own cards, started by its route before the page renders. The adviser
 * is known only once `sso/info` has answered, so it follows that answer at once rather than the
 * page's first render.
 */
export function startUserHomeReads(queries: QueryClient, language: Language, user: Promise<UserInfoDto>) {
  void queries.prefetchQuery(orderCountQueryOptions(language));
  user.then(
    ({ adviserId }) => {
      if (adviserId !== null) void queries.prefetchQuery(adviserQueryOptions(adviserId, language));
    },
    // The page shows why `sso/info` failed; there is nothing to read after it.
    () => undefined,
  );
}
