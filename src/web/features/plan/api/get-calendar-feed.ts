import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeedDto } from '../../../../shared/api/bookings.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export const CALENDAR_FEED_QUERY_KEY = [...MEMBER_QUERY_KEY, 'calendar-feed'] as const;

/** `ddcPlan/feed`: the parent's private `.ics` address, made on first ask. */
export const calendarFeedQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<CalendarFeedDto>('ddcPlan/feed', { language, signal }),
    staleTime: Infinity,
  });
