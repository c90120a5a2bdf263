import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedDto } from '../../../../shared/api/bookings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed.ts';

/** `POST ddcPlan/feed`: a new address; the old one stops working. */
export function useRenewCalendarFeed() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedDto>('ddcPlan/feed', { method: 'POST', language }),
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed),
  });
}
