import { queryOptions } from '@tanstack/react-query';
import type { PaymentMethodsAnswer } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

/** `payment/methods`: the ways the online checkout offers (`PAYMENT_METHODS`); they change only with a restart. */
export const paymentMethodsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'payment-methods'],
    queryFn: ({ signal }) => apiRequest<PaymentMethodsAnswer>('payment/methods', { language, signal }),
    staleTime: Infinity,
  });
