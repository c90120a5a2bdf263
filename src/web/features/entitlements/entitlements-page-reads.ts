import type { QueryClient } from '@tanstack/react-query';
import { ENTITLEMENT_TABS, type EntitlementTab } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import { pageNumOf, pageSizeOf } from '../../components/list-pager.tsx';
import { entitlementsQueryOptions, type EntitlementFilter } from './api/get-entitlements.ts';

export const entitlementTabOf = (value: string | null): EntitlementTab =>
  (ENTITLEMENT_TABS as readonly string[]).includes(value ?? '') ? (value as EntitlementTab) : 'all';

/** The tab, page and page size /user/entitle shows, from its address. */
export const entitlementsPageOf = (params: URLSearchParams): EntitlementFilter => ({
  tab: entitlementTabOf(params.get('tab')),
  pageNum: pageNumOf(params.get('page')),
  pageSize: pageSizeOf(params.get('size')),
});

/** /user/entitle's first read, started by its route before the page renders (issue 32). */
export function startEntitlementsPageReads(queries: QueryClient, language: Language, params: URLSearchParams) {
  void queries.prefetchQuery(entitlementsQueryOptions(language, entitlementsPageOf(params)));
}
