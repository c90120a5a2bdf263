import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '../../../../shared/api/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { invalidateBookingReads } from './invalidate-booking-reads.ts';

/** `ddcBooking/create`: all the picked classes or none. Entitlements, classes and the plan read afresh. */
export function useBookClasses(entitlementId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleIds: number[]) => apiRequest<BookingDto[]>('ddcBooking/create', { method: 'POST', language, body: { entitlementId, scheduleIds } }),
    onSettled: () => invalidateBookingReads(queryClient),
  });
}
