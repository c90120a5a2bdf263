import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '../../../../shared/api/notifications.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from './get-unread-count.ts';

/** `notification/list`: one page of the member's notifications, newest first, in the page's language. */
export const notificationsQueryOptions = (language: Language, page: { pageNum: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', language, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageNum: String(page.pageNum), pageSize: String(page.pageSize) });
      return apiRequest<NotificationList>(`notification/list?${query}`, { language, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
