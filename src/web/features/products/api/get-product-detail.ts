import type { AppLoadContext } from 'react-router';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { idParam } from '../../../../shared/api/public-queries.ts';
import { isNotFound, loadFromApi } from '../../../lib/api-client.ts';

/** The course of `/course-detail?id=N`; null when the id is missing, malformed or unknown. */
export async function loadProductDetail(context: AppLoadContext, request: Request): Promise<ProductDetailDto | null> {
  const parsed = idParam.safeParse({ id: new URL(request.url).searchParams.get('id') ?? undefined });
  if (!parsed.success) return null;
  try {
    return await loadFromApi<ProductDetailDto>(context, request, `ddcProduct/detail/${parsed.data.id}`, { method: 'POST' });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
