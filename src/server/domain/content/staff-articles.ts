import type { z } from 'zod';
import type { adminArticleListQuery, ArticleInput } from '../../../shared/api/admin-articles.ts';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import { instantInZone } from '../../../shared/zoned-time.ts';
import type { Db } from '../../db/database.ts';
import {
  findArticle,
  insertArticle,
  searchArticlesForStaff,
  slugInUse,
  updateArticle,
  type ArticleRow,
  type ArticleValues,
} from '../../db/repositories/article-repository.ts';
import { ApiError, FieldConflictError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/** The events, blog posts and news of `/news` as staff write them, drafts too (issue 7). */

export interface ArticleDeps {
  db: Db;
  now: Date;
  /** The academy's time zone: event times are entered on its wall clock (D17). */
  timeZone: string;
}

const articleNotFound = () => new ApiError(404, 'articleNotFound');
const slugTaken = () => new FieldConflictError('slug', 'articleSlugTaken');

export function listArticlesForStaff(db: Db, query: z.output<typeof adminArticleListQuery>) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchArticlesForStaff(db, { q: query.q, kind: query.kind, published: query.published, sort: query.sort, ...window });
}

export async function readArticleForStaff(db: Db, id: number): Promise<ArticleRow> {
  const article = await findArticle(db, id);
  if (!article) throw articleNotFound();
  return article;
}

/**
 * The columns a form sets. Bodies are sanitised here, on every write. Only events keep times, a
 * place and a sign-up link. Publishing dates the article the first time only, so that a
 * correction unpublished and published again keeps its place in the list.
 */
function articleValues(deps: ArticleDeps, input: ArticleInput, before: ArticleRow | null): Omit<ArticleValues, 'createdAt'> {
  const event = input.kind === 'event';
  return {
    kind: input.kind,
    slug: input.slug,
    titleEn: input.titleEn,
    titleZh: input.titleZh,
    summaryEn: input.summaryEn,
    summaryZh: input.summaryZh,
    bodyEn: sanitizeRichText(input.bodyEn),
    bodyZh: sanitizeRichText(input.bodyZh),
    image: input.image,
    eventStartsAt: event ? instantInZone(input.eventStartDate, input.eventStartTime, deps.timeZone) : null,
    eventEndsAt: event ? instantInZone(input.eventEndDate, input.eventEndTime, deps.timeZone) : null,
    locationEn: event ? input.locationEn : '',
    locationZh: event ? input.locationZh : '',
    registrationUrl: event ? input.registrationUrl : '',
    published: input.published,
    publishedAt: before?.publishedAt ?? (input.published ? deps.now : null),
    updatedAt: deps.now,
  };
}

/** The audited picture of an article: its columns, never its timestamps of bookkeeping. */
const audited = (row: ArticleRow) => {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
};

export async function createArticle(deps: ArticleDeps, staff: Member, input: ArticleInput): Promise<number> {
  return deps.db.transaction(async (tx) => {
    if (await slugInUse(tx, input.slug)) throw slugTaken();
    const row = await insertArticle(tx, { ...articleValues(deps, input, null), createdAt: deps.now });
    if (!row) throw slugTaken();
    await recordStaffAction(tx, staff, { action: 'article.create', entityType: 'article', entityId: row.id, before: null, after: audited(row) });
    return row.id;
  });
}

/** Saves the form over the article; unpublishing hides it from visitors at once. */
export async function updateArticleForStaff(deps: ArticleDeps, staff: Member, id: number, input: ArticleInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await findArticle(tx, id, true);
    if (!locked) throw articleNotFound();
    if (await slugInUse(tx, input.slug, id)) throw slugTaken();
    const saved = await updateArticle(tx, id, articleValues(deps, input, locked));
    if (!saved) throw slugTaken();
    await recordStaffAction(tx, staff, { action: 'article.update', entityType: 'article', entityId: id, before: audited(locked), after: audited(saved) });
  });
}
