import { queryOptions } from '@tanstack/react-query';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `ddcProduct/detail/{id}`: the course being applied for, with its seats left and price. */
export const productQueryOptions = (productId: number, language: Language) =>
  queryOptions({
    queryKey: ['purchase', 'product', productId, language],
    queryFn: ({ signal }) => apiRequest<ProductDetailDto>(`ddcProduct/detail/${productId}`, { method: 'POST', language, signal }),
  });
