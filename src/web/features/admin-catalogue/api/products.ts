import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCatalogueOptions, AdminProductDetail, AdminProductList, ProductBody, ProductClassBody } from '../../../../shared/api/admin-catalogue.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

/** `admin/product/list`: every product, as the address filters it. */
export const productsQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminProductList>(`admin/product/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });

export const productQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminProductDetail>(`admin/product/detail/${id}`, { language, signal }),
  });

/** What the product form picks from; it changes seldom. */
export const catalogueOptionsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'options', language],
    queryFn: ({ signal }) => apiRequest<AdminCatalogueOptions>('admin/product/options', { language, signal }),
    staleTime: 60_000,
  });

/** A write answering the product; the lists, this product and the log are read again after it. */
function useProductWrite<Input>(pathOf: (input: Input) => string, bodyOf: (input: Input) => unknown) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiRequest<AdminProductDetail>(pathOf(input), { method: 'POST', body: bodyOf(input), language }),
    onSuccess: (product) => {
      queryClient.setQueryData(productQueryOptions(language, product.id).queryKey, product);
      return Promise.all([[...ADMIN_PRODUCTS_KEY, 'list'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useSaveProduct = () =>
  useProductWrite(
    ({ id }: { id: number | null; body: ProductBody }) => (id === null ? 'admin/product/create' : `admin/product/update/${id}`),
    ({ body }) => body,
  );

export const useSaveProductClass = () =>
  useProductWrite(
    ({ productId, classId }: { productId: number; classId: number | null; body: ProductClassBody }) =>
      classId === null ? `admin/product/addClass/${productId}` : `admin/product/updateClass/${classId}`,
    ({ body }) => body,
  );

export const useCancelProductClass = () => useProductWrite((classId: number) => `admin/product/cancelClass/${classId}`, () => undefined);

