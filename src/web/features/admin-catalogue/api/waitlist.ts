import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWaitlistEntryDto } from '../../../../shared/api/waitlist.ts';
import type { Language } from '../../../../shared/language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_PRODUCTS_KEY } from './products.ts';

const waitlistKey = (productId: number) => [...ADMIN_PRODUCTS_KEY, 'waitlist', productId] as const;

/** `admin/waitlist/list/{productId}`: the course's line (D32). */
export const productWaitlistQueryOptions = (language: Language, productId: number) =>
  queryOptions({
    queryKey: [...waitlistKey(productId), language],
    queryFn: ({ signal }) => apiRequest<AdminWaitlistEntryDto[]>(`admin/waitlist/list/${productId}`, { language, signal }),
  });

/** `admin/waitlist/move/{id}` and `admin/waitlist/offer/{id}`: the line and the course's seats are read again after either. */
export function useWaitlistWrite(productId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { entryId: number; action: 'up' | 'down' | 'offer' }) =>
      input.action === 'offer'
        ? apiRequest<null>(`admin/waitlist/offer/${input.entryId}`, { method: 'POST', language })
        : apiRequest<null>(`admin/waitlist/move/${input.entryId}`, { method: 'POST', body: { direction: input.action }, language }),
    onSuccess: () => Promise.all([waitlistKey(productId), [...ADMIN_PRODUCTS_KEY, 'detail', productId], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
