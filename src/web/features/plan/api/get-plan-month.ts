import { queryOptions } from '@tanstack/react-query';
import type { PlanMonth } from '../../../../shared/api/bookings.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { PLAN_QUERY_KEY } from '../../../lib/session-token.ts';

/** `ddcPlan/month`: the family's booked classes of one month by academy-zone day, of one child or all. */
export const planMonthQueryOptions = (language: Language, filter: { year: number; month: number; childId: number | null }) =>
  queryOptions({
    queryKey: [...PLAN_QUERY_KEY, language, filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ year: String(filter.year), month: String(filter.month) });
      if (filter.childId !== null) query.set('childId', String(filter.childId));
      return apiRequest<PlanMonth>(`ddcPlan/month?${query}`, { language, signal });
    },
    placeholderData: (previous) => previous,
    // The join link appears 15 minutes before a class: the plan reads again each minute.
    refetchInterval: 60_000,
  });
