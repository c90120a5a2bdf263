import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import type { Page } from '../../../../shared/api/envelope.ts';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import type { ProductListQuery } from '../../../../shared/api/public-queries.ts';
import type { Language } from '../../../../shared/language.ts';
import { PRODUCT_PAGE_SIZE } from '../../../../shared/limits.ts';
import { apiRequest, loadFromApi } from '../../../lib/api-client.ts';
import type { ProductFilters } from '../product-filters.ts';

const PATH = 'ddcProduct/productList';

export type ProductPage = Page<ProductDto>;

function bodyOf(filters: ProductFilters, pageNum: number): ProductListQuery {
  return {
    courseType: filters.courseType,
    productCategoryId: filters.productCategoryId,
    grades: filters.grades.length ? filters.grades : null,
    ttIds: filters.courseSystemIds.length ? filters.courseSystemIds : null,
    pageNum,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}

export function fetchProductPage(filters: ProductFilters, pageNum: number, language: Language, signal?: AbortSignal) {
  return apiRequest<ProductPage>(PATH, { method: 'POST', read: true, body: bodyOf(filters, pageNum), language, signal });
}

/** A page rendered on the server, so that crawlers see the courses. */
export function loadProductPage(context: AppLoadContext, request: Request, filters: ProductFilters, pageNum = 1) {
  return loadFromApi<ProductPage>(context, request, PATH, { method: 'POST', body: bodyOf(filters, pageNum) });
}

/** One page of the full layout's pager. */
export const productPageQueryOptions = (filters: ProductFilters, pageNum: number, language: Language) =>
  queryOptions({
    queryKey: ['products', 'page', language, filters, pageNum],
    queryFn: ({ signal }) => fetchProductPage(filters, pageNum, language, signal),
    placeholderData: keepPreviousData,
  });

/** Spec §4: the list is finished once pageSize × pageNum reaches the total. */
export function nextPageNumber(lastPage: ProductPage, pageNum: number): number | undefined {
  return PRODUCT_PAGE_SIZE * pageNum >= lastPage.total ? undefined : pageNum + 1;
}

/** The compact layout's growing list. */
export const productListInfiniteQueryOptions = (filters: ProductFilters, language: Language) =>
  infiniteQueryOptions({
    queryKey: ['products', 'infinite', language, filters],
    queryFn: ({ pageParam, signal }) => fetchProductPage(filters, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, pageNum) => nextPageNumber(lastPage, pageNum),
  });
