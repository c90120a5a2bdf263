import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '../../../../shared/api/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { invalidateBookingReads } from './invalidate-booking-reads.ts';

/** `ddcBooking/cancel/{id}`: the seat and the session go back. */
export function useCancelBooking() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => apiRequest<BookingDto>(`ddcBooking/cancel/${bookingId}`, { method: 'POST', language }),
    onSettled: () => invalidateBookingReads(queryClient),
  });
}
