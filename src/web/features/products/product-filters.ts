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

/** What the catalogue shows: its filters and, in the full layout, the page of the pager. */
export interface CatalogueView {
  filters: ProductFilters;
  pageNum: number;
}

/** The options a URL may name; anything else in it is ignored rather than refused. */
export interface KnownOptions {
  gradeCodes: readonly string[];
  courseSystemIds: readonly number[];
}

const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/**
 * `/commodity?category=59&grades=G7,G8&systems=2,5&page=2`: the catalogue's state lives in its
 * address, so that it can be shared, survives a reload and Back returns to the previous choice.
 */
export function catalogueViewOf(params: URLSearchParams, known: KnownOptions): CatalogueView {
  const filters = initialProductFilters(Number(params.get('category')));
  const grades = new Set(listOf(params.get('grades')));
  const systems = new Set(listOf(params.get('systems')).map(Number));
  const page = Number(params.get('page'));
  return {
    filters: {
      ...filters,
      // In the options' order, so that one choice has one address.
      grades: known.gradeCodes.filter((code) => grades.has(code)),
      courseSystemIds: known.courseSystemIds.filter((id) => systems.has(id)),
    },
    pageNum: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a view; defaults are left out. */
export function catalogueSearchOf({ filters, pageNum }: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.productCategoryId !== DEFAULT_PRODUCT_CATEGORY) params.set('category', String(filters.productCategoryId));
  if (filters.grades.length) params.set('grades', filters.grades.join(','));
  if (filters.courseSystemIds.length) params.set('systems', filters.courseSystemIds.join(','));
  if (pageNum > 1) params.set('page', String(pageNum));
  return params;
}

export const sameView = (a: CatalogueView, b: CatalogueView) => a.pageNum === b.pageNum && sameFilters(a.filters, b.filters);
