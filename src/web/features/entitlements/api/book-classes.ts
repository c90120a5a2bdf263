import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '../../../../shared/api/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ENTITLEMENT_CLASSES_QUERY_KEY } from './get-entitlement-classes.ts';
import { ENTITLEMENTS_QUERY_KEY } from './get-entitlements.ts';

/** `ddcBooking/create`: all the picked classes or none. Entitlements, classes and the plan read afresh. */
export function useBookClasses(entitlementId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleIds: number[]) => apiRequest<BookingDto[]>('ddcBooking/create', { method: 'POST', language, body: { entitlementId, scheduleIds } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ENTITLEMENTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ENTITLEMENT_CLASSES_QUERY_KEY }),
      ]),
  });
}
