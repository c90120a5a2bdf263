import { queryOptions } from '@tanstack/react-query';
import type { OrderList } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** `ddcOrder/list`: the orders (and so the courses) feedback may be about, newest first. */
export const feedbackOrdersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'orders', 'feedback-choices', language],
    queryFn: ({ signal }) => apiRequest<OrderList>('ddcOrder/list?pageSize=100', { language, signal }),
  });
