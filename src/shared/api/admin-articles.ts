import { z } from 'zod';
import { ARTICLE_KINDS, ARTICLE_SLUG_PATTERN, type ArticleKind } from '../catalogue.ts';
import { AccountFieldMessage, cleanText, isCalendarDate, requiredTextLine, textBlock, textLine } from './accounts.ts';
import { CatalogueFieldMessage, pictureAddress, richText } from './admin-catalogue.ts';
import { adminListQuery, optionalFilter } from './admin-lists.ts';

/**
 * `admin/article/*` (issue 7): the events, blog posts and news of `/news`, as staff write them.
 * Bodies are rich text, sanitised by the server on every write; an event's times are entered on
 * the academy's wall clock and stored in UTC (D17), like a class's.
 */

export const ArticleFieldMessage = {
  slugInvalid: 'articleSlugInvalid',
  eventTimeRequired: 'eventTimeRequired',
  eventEndBeforeStart: 'eventEndBeforeStart',
  registrationUrlInvalid: 'registrationUrlInvalid',
  timeInvalid: CatalogueFieldMessage.timeInvalid,
  pictureAddressInvalid: CatalogueFieldMessage.pictureAddressInvalid,
} as const;
const M = ArticleFieldMessage;

export const ARTICLE_SLUG_MAX_LENGTH = 80;

/** An article's address, `/news/<slug>`: lower-case letters and digits in words joined by hyphens. */
export const articleSlug = z.string().trim().min(1).max(ARTICLE_SLUG_MAX_LENGTH).regex(ARTICLE_SLUG_PATTERN, M.slugInvalid);

/**
 * The address the form proposes from the English title: "Open Day — Spring 2027!" becomes
 * `open-day-spring-2027`. Accents fall away; a title in Chinese only proposes nothing.
 */
export function proposeSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTICLE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * Where families sign up for an event: an https page, a page of this site (`/apply`), or a mail
 * address (the seeded events use one). Never `javascript:`, `data:` or another site over http.
 */
export const registrationUrl = cleanText()
  .max(500)
  .refine((value) => value === '' || /^(https:\/\/[^\s"'<>]+|\/(?![/\\])[^\s"'<>]*|mailto:[^\s"'<>/]+@[^\s"'<>]+)$/i.test(value), M.registrationUrlInvalid)
  .default('');

const wallClockTime = z
  .string()
  .trim()
  .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), M.timeInvalid)
  .default('');
const wallClockDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), AccountFieldMessage.dateInvalid)
  .default('');

export const articleBody = z
  .object({
    kind: z.enum(ARTICLE_KINDS),
    slug: articleSlug,
    titleEn: requiredTextLine(300),
    titleZh: textLine(300).default(''),
    summaryEn: textBlock(1000).default(''),
    summaryZh: textBlock(1000).default(''),
    bodyEn: richText,
    bodyZh: richText,
    image: z.union([z.literal(''), pictureAddress]).default(''),
    /** Events only: the academy's wall clock (D17); ignored and cleared for posts and news. */
    eventStartDate: wallClockDate,
    eventStartTime: wallClockTime,
    eventEndDate: wallClockDate,
    eventEndTime: wallClockTime,
    locationEn: textLine(300).default(''),
    locationZh: textLine(300).default(''),
    registrationUrl,
    published: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (body.kind !== 'event') return;
    const fields = ['eventStartDate', 'eventStartTime', 'eventEndDate', 'eventEndTime'] as const;
    const missing = fields.filter((field) => body[field] === '');
    for (const field of missing) context.addIssue({ code: 'custom', path: [field], message: M.eventTimeRequired });
    if (missing.length > 0) return;
    if (`${body.eventEndDate}T${body.eventEndTime}` < `${body.eventStartDate}T${body.eventStartTime}`) {
      context.addIssue({ code: 'custom', path: ['eventEndDate'], message: M.eventEndBeforeStart });
    }
  });
export type ArticleBody = z.input<typeof articleBody>;
export type ArticleInput = z.output<typeof articleBody>;

export const ADMIN_ARTICLE_SORTS = ['updatedAt', 'publishedAt', 'title', 'eventStartsAt'] as const;

export const adminArticleListQuery = adminListQuery(ADMIN_ARTICLE_SORTS, '-updatedAt').extend({
  kind: optionalFilter(z.enum(ARTICLE_KINDS)),
  published: optionalFilter(z.enum(['true', 'false']).transform((value) => value === 'true')),
});
export type AdminArticleListQuery = z.input<typeof adminArticleListQuery>;

export interface AdminArticleSummary {
  id: number;
  kind: ArticleKind;
  slug: string;
  titleEn: string;
  titleZh: string;
  image: string;
  published: boolean;
  /** When it first went out; null while it never has. */
  publishedTime: string | null;
  /** Events: their first moment (UTC); the form's `eventStartDate`/`eventStartTime` are its wall clock. */
  eventTime: string | null;
  updatedTime: string;
}

export interface AdminArticleList {
  total: number;
  list: AdminArticleSummary[];
}

/** An article as its form edits it: both languages of every text, event times on the academy's clock. */
export interface AdminArticle extends AdminArticleSummary, Omit<Required<ArticleInput>, 'kind' | 'slug' | 'titleEn' | 'titleZh' | 'image' | 'published'> {
  createdTime: string;
}

/** What the form needs besides the article: the zone its event times are entered in. */
export interface AdminArticleOptions {
  timeZone: string;
}
