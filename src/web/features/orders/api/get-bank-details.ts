import { queryOptions } from '@tanstack/react-query';
import type { BankDetails } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

/** `ddcOrder/getAddress?orderId=`: the academy's bank account and the reference to write. */
export const bankDetailsQueryOptions = (language: Language, orderId: number) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'bank', orderId, language],
    queryFn: ({ signal }) => apiRequest<BankDetails>(`ddcOrder/getAddress?orderId=${orderId}`, { language, signal }),
    staleTime: Infinity,
  });
