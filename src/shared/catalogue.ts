/** Product categories (§9): 58 Insights (small groups, with stock), 59 Inspire (hours, no weeks). */
export const ProductCategory = {
  Insights: 58,
  Inspire: 59,
} as const;
export type ProductCategoryId = (typeof ProductCategory)[keyof typeof ProductCategory];
export const PRODUCT_CATEGORY_IDS = [ProductCategory.Insights, ProductCategory.Inspire] as const;

export const CourseType = {
  Insights: 'Insights',
  Inspire: 'Inspire',
} as const;
export type CourseTypeCode = (typeof CourseType)[keyof typeof CourseType];
export const COURSE_TYPES = [CourseType.Insights, CourseType.Inspire] as const;

export const DEFAULT_PRODUCT_CATEGORY = ProductCategory.Insights;
export const DEFAULT_COURSE_TYPE = CourseType.Insights;

/** Whether a card shows weeks / stock (§2 product card). */
export const showsWeeks = (categoryId: number) => categoryId !== ProductCategory.Inspire;
export const showsStock = (categoryId: number) => categoryId === ProductCategory.Insights;

/** The name of the current-grade dictionary served by `sys/dict/sublist`. */
export const GRADE_DICTIONARY = 'current_grade';
/** The subject areas: products' category-type tag, faculty subjects and assessment subjects. */
export const SUBJECT_DICTIONARY = 'subject';

/** Content page slugs and their numeric aliases (D3); the privacy notice and the terms are pages too. */
export const CONTENT_PAGES = {
  about: 1,
  assessments: 2,
  programs: 3,
  insights: 4,
  inspire: 5,
  events: 6,
  teach: 7,
  contact: 8,
  blog: 9,
  privacy: 10,
  terms: 11,
} as const;
export type ContentPageSlug = keyof typeof CONTENT_PAGES;
export const CONTENT_PAGE_SLUGS = Object.keys(CONTENT_PAGES) as ContentPageSlug[];

export function contentSlugOf(type: string): ContentPageSlug | undefined {
  if (type in CONTENT_PAGES) return type as ContentPageSlug;
  if (/^\d+$/.test(type)) {
    const code = Number(type);
    return CONTENT_PAGE_SLUGS.find((slug) => CONTENT_PAGES[slug] === code);
  }
  return undefined;
}

export { IMAGE_LOCATIONS, type ImageLocation } from './image-locations.ts';

/** Articles (events, blog posts, news), each with its own page at /news/<slug>. */
export const ARTICLE_KINDS = ['event', 'blog', 'news'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
/** Events that have not ended, or have. */
export const ARTICLE_WHEN = ['upcoming', 'past'] as const;
export type ArticleWhen = (typeof ARTICLE_WHEN)[number];
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
