import { queryOptions } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../shared/api/notifications.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY } from './get-unread-count.ts';

/** `notification/preferences`: which kinds come by mail; essential kinds always do. */
export const preferencesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'preferences'],
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>('notification/preferences', { language, signal }),
    staleTime: 0,
  });
