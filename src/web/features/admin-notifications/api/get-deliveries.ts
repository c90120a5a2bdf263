import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminDeliveryList } from '../../../../shared/api/notifications.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_DELIVERIES_KEY = ['admin', 'notifications'] as const;

/** `admin/notification/list`: one page of the messages mailed to members, as the address filters them. */
export const deliveriesQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_DELIVERIES_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminDeliveryList>(`admin/notification/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
