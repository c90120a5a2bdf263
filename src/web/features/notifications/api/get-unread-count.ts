import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** Every read of the member's notifications starts with this key, so one invalidation refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'notifications'] as const;

/** `notification/unreadCount`: the bell's one small request on the pages where it shows. */
export const unreadCountQueryOptions = (language: Language) =>
  queryOptions({
    // The count reads the same in either language, so switching language does not ask again.
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unreadCount'],
    queryFn: ({ signal }) => apiRequest<{ count: number }>('notification/unreadCount', { language, signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
