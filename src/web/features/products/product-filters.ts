import {
  CourseType,
  DEFAULT_PRODUCT_CATEGORY,
  ProductCategory,
  type CourseTypeCode,
  type ProductCategoryId,
} from '../../../shared/catalogue.ts';

/** What a product list is filtered by (spec §3 product query, without the paging). */
export interface ProductFilters {
  productCategoryId: ProductCategoryId;
  courseType: CourseTypeCode;
  grades: string[];
  courseSystemIds: number[];
}

/** Each category is sold as one course type: Insights groups (58), Inspire hours (59). */
export const COURSE_TYPE_OF_CATEGORY: Record<ProductCategoryId, CourseTypeCode> = {
  [ProductCategory.Insights]: CourseType.Insights,
  [ProductCategory.Inspire]: CourseType.Inspire,
};

export function isProductCategory(value: unknown): value is ProductCategoryId {
  return value === ProductCategory.Insights || value === ProductCategory.Inspire;
}

/** A content page's goods default to Insights (§9) unless the page names its own. */
export function initialProductFilters(categoryId?: number | null, courseType?: string | null): ProductFilters {
  const productCategoryId = isProductCategory(categoryId) ? categoryId : DEFAULT_PRODUCT_CATEGORY;
  const knownType = Object.values(CourseType).find((type) => type === courseType);
  return {
    productCategoryId,
    courseType: knownType ?? COURSE_TYPE_OF_CATEGORY[productCategoryId],
    grades: [],
    courseSystemIds: [],
  };
}

export function sameFilters(a: ProductFilters, b: ProductFilters): boolean {
  return (
    a.productCategoryId === b.productCategoryId &&
    a.courseType === b.courseType &&
    a.grades.join('|') === b.grades.join('|') &&
    a.courseSystemIds.join('|') === b.courseSystemIds.join('|')
  );
}
