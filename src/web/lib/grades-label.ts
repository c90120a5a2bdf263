import type { TFunction } from '../i18n/translator.tsx';
import type { ProductDto } from '../../shared/api/public-content.ts';

/** The grades a course is for: "Grade 5 to Grade 7" when they follow one another, else each one. */
export function gradesLabelOf(product: Pick<ProductDto, 'gradeNames' | 'gradeRange'>, t: TFunction): string {
  if (product.gradeRange) return t('products.facts.gradeRange', product.gradeRange);
  return product.gradeNames.join(t('products.detail.listSeparator'));
}
