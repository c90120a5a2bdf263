import { queryOptions } from '@tanstack/react-query';
import type { EntitlementClasses } from '../../../../shared/api/bookings.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export const ENTITLEMENT_CLASSES_QUERY_KEY = [...MEMBER_QUERY_KEY, 'entitlement-classes'] as const;

/** `ddcEntitlement/classes/{id}`: one month of the course's classes in the entitlement's dates, with seats left. */
export const entitlementClassesQueryOptions = (language: Language, entitlementId: number, month: { year: number; month: number }) =>
  queryOptions({
    queryKey: [...ENTITLEMENT_CLASSES_QUERY_KEY, entitlementId, language, month.year, month.month],
    queryFn: ({ signal }) =>
      apiRequest<EntitlementClasses>(`ddcEntitlement/classes/${entitlementId}?year=${month.year}&month=${month.month}`, { language, signal }),
    // Seats change as other families book: the dialog always asks afresh.
    staleTime: 0,
  });

/** `ddcEntitlement/classes/{id}` without a month: every class in the entitlement's dates, to find the first bookable one and to book all that fit. */
export const allEntitlementClassesQueryOptions = (language: Language, entitlementId: number) =>
  queryOptions({
    queryKey: [...ENTITLEMENT_CLASSES_QUERY_KEY, entitlementId, language, 'all'],
    queryFn: ({ signal }) => apiRequest<EntitlementClasses>(`ddcEntitlement/classes/${entitlementId}`, { language, signal }),
    staleTime: 0,
  });
