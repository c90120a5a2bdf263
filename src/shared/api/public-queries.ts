import { z } from 'zod';
import { ARTICLE_KINDS, ARTICLE_SLUG_PATTERN, ARTICLE_WHEN, COURSE_TYPES, PRODUCT_CATEGORY_IDS } from '../catalogue.ts';
import { ARTICLE_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '../limits.ts';
import { cleanText } from './text-fields.ts';

/** Request schemas of the public API, shared by the server's validation and the web's calls. */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(50)]).transform((value) => (Array.isArray(value) ? value : [value]));

export const gradeCode = cleanText().min(1).max(32);

export const idParam = z.object({ id });

export const productListQuery = z.object({
  courseType: z.enum(COURSE_TYPES).nullish(),
  productCategoryId: z.coerce
    .number()
    .int()
    .refine((value) => (PRODUCT_CATEGORY_IDS as readonly number[]).includes(value))
    .nullish(),
  grades: z.array(gradeCode).max(50).nullish(),
  ttIds: z.array(id).max(50).nullish(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
  /** Sent back by the original client; ignored, and dropped so that it reaches no cache key. */
  total: z.unknown().optional().transform(() => undefined),
});
export type ProductListQuery = z.input<typeof productListQuery>;

export const calendarMonthQuery = z
  .object({
    timetableId: id.nullish(),
    timetableName: cleanText().min(1).max(200).nullish(),
    csId: oneOrMany(id).nullish(),
    year: z.coerce.number().int().min(2000).max(2100),
    month: z.coerce.number().int().min(1).max(12),
    grade: oneOrMany(gradeCode).nullish(),
  })
  .refine((value) => value.timetableId != null || value.timetableName != null, {
    path: ['timetableId'],
    message: 'timetableId or timetableName is required',
  });
export type CalendarMonthQuery = z.input<typeof calendarMonthQuery>;

export const dictQuery = z.object({ name: cleanText().min(1).max(64) });

/** `home/articles`: `when` picks events that have not ended (upcoming) or have (past). */
export const articleListQuery = z.object({
  kind: z.enum(ARTICLE_KINDS).optional(),
  when: z.enum(ARTICLE_WHEN).optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ARTICLE_PAGE_SIZE),
});
export type ArticleListQuery = z.input<typeof articleListQuery>;

export const articleSlugParam = z.object({ slug: z.string().max(120).regex(ARTICLE_SLUG_PATTERN) });
