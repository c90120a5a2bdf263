import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { productListInfiniteQueryOptions, productPageQueryOptions, type ProductPage } from './api/get-products.ts';
import type { ProductFilters } from './product-filters.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** The full layout: one page at a time, chosen with the pager; `initialPage` is that page from the server. */
export function usePagedProducts(filters: ProductFilters, pageNum: number, initialPage: ProductPage | null, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    ...productPageQueryOptions(filters, pageNum, language),
    initialData: initialPage ?? undefined,
    enabled,
  });
}

/**
 * The compact layout: pages of nine appended as the visitor scrolls. Spec §4: one load at a time,
 * finished once pageSize × pageNum reaches the total, and a failed load ends the list.
 */
export function useInfiniteProducts(filters: ProductFilters, firstPage: ProductPage | null, enabled: boolean) {
  const language = useLanguage();
  const query = useInfiniteQuery({
    ...productListInfiniteQueryOptions(filters, language),
    initialData: firstPage ? { pages: [firstPage], pageParams: [1] } : undefined,
    enabled,
  });
  const { fetchNextPage, hasNextPage, isFetching } = query;
  const finished = query.isFetchNextPageError || (query.isSuccess && !hasNextPage);

  // The query's own flags change on the next render; the ref stops a second call in between.
  const loading = useRef(false);
  const loadMore = useCallback(async () => {
    if (loading.current || finished || isFetching || !hasNextPage) return;
    loading.current = true;
    try {
      await fetchNextPage({ cancelRefetch: false });
    } finally {
      loading.current = false;
    }
  }, [fetchNextPage, finished, hasNextPage, isFetching]);

  return { query, finished, loadMore, pageCount: query.data?.pages.length ?? 0 };
}
