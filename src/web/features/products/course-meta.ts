import type { TFunction } from '../../i18n/translator.tsx';
import type { ProductDetailDto } from '../../../shared/api/public-content.ts';
import { plainTextOf, summarise } from './format.ts';

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_LENGTH = 155;

export function courseMeta(t: TFunction, product: ProductDetailDto | null) {
  if (!product) return { title: t('products.detail.notFoundMetaTitle'), description: t('products.detail.notFoundBody') };
  return {
    title: t('products.detail.metaTitle', { name: product.name }),
    description: summarise(plainTextOf(product.description), META_DESCRIPTION_LENGTH),
  };
}
