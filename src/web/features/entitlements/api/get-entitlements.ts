import { queryOptions } from '@tanstack/react-query';
import type { EntitlementList, EntitlementTab } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { READ_ON_OPENING_MS } from '../../../lib/query-scope.tsx';

export const ENTITLEMENTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'entitlements'] as const;

export interface EntitlementFilter {
  tab: EntitlementTab;
  pageNum: number;
  pageSize: number;
}

/** `ddcEntitlement/list` (D11): one tab's entitlements, or bookings on "booked", with every tab's count. */
export const entitlementsQueryOptions = (language: Language, filter: EntitlementFilter) =>
  queryOptions({
    queryKey: [...ENTITLEMENTS_QUERY_KEY, language, filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ tab: filter.tab, pageNum: String(filter.pageNum), pageSize: String(filter.pageSize) });
      return apiRequest<EntitlementList>(`ddcEntitlement/list?${query}`, { language, signal });
    },
    // Paging keeps the cards in place; another tab may hold bookings instead, so it starts afresh.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey.at(-1) as EntitlementFilter | undefined)?.tab === filter.tab ? previous : undefined,
    // Payments, activation by staff or by date, and bookings change them while the page is closed.
    staleTime: READ_ON_OPENING_MS,
  });
