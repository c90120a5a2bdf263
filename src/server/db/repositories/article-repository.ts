import { and, asc, count, desc, eq, getTableColumns, gte, ilike, isNotNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../../shared/api/admin-lists.ts';
import type { ArticleKind, ArticleWhen } from '../../../shared/catalogue.ts';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { uniqueViolationOf } from '../unique-violation.ts';
import { articles } from '../schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
/** What a card shows: everything but the body. */
export type ArticleSummaryRow = Omit<ArticleRow, 'bodyEn' | 'bodyZh'>;

export interface ArticleFilter {
  kind?: ArticleKind;
  /** Events only: not ended yet, or ended. */
  when?: ArticleWhen;
}

/** Visitors read published articles whose publication time has come. */
const publishedBy = (now: Date) => and(eq(articles.published, true), lte(articles.publishedAt, now));

function matching({ kind, when }: ArticleFilter, now: Date): SQL | undefined {
  return and(
    publishedBy(now),
    kind ? eq(articles.kind, kind) : undefined,
    when ? isNotNull(articles.eventStartsAt) : undefined,
    when === 'upcoming' ? gte(articles.eventEndsAt, now) : undefined,
    when === 'past' ? lt(articles.eventEndsAt, now) : undefined,
  );
}

/** Upcoming events soonest first, past events latest first, anything else newest first. */
function orderOf(when: ArticleWhen | undefined) {
  if (when === 'upcoming') return [asc(articles.eventStartsAt), asc(articles.id)];
  if (when === 'past') return [desc(articles.eventStartsAt), desc(articles.id)];
  return [desc(articles.publishedAt), desc(articles.id)];
}

const { bodyEn: _bodyEn, bodyZh: _bodyZh, ...summaryColumns } = getTableColumns(articles);

export async function listPublishedArticles(
  db: Db,
  filter: ArticleFilter,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ total: number; rows: ArticleSummaryRow[] }> {
  const where = matching(filter, now);
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(...orderOf(filter.when))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

export async function findPublishedArticle(db: Db, slug: string, now: Date): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), publishedBy(now)))
    .limit(1);
  return row;
}

// ---- the staff's side (issue 7): every article, drafts too -------------------------------------

export type ArticleValues = Omit<typeof articles.$inferInsert, 'id'>;

export interface StaffArticleFilter {
  q: string;
  kind?: ArticleKind;
  published?: boolean;
  sort: SortOrder<'updatedAt' | 'publishedAt' | 'title' | 'eventStartsAt'>;
  offset: number;
  limit: number;
}

const STAFF_SORT_COLUMNS = {
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  title: articles.titleEn,
  eventStartsAt: articles.eventStartsAt,
} as const;

/** Search by title in either language, or by address. */
function staffWhere(filter: Pick<StaffArticleFilter, 'q' | 'kind' | 'published'>): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.kind === undefined ? undefined : eq(articles.kind, filter.kind),
    filter.published === undefined ? undefined : eq(articles.published, filter.published),
    pattern ? or(ilike(articles.titleEn, pattern), ilike(articles.titleZh, pattern), ilike(articles.slug, pattern)) : undefined,
  );
}

export async function searchArticlesForStaff(db: Db, filter: StaffArticleFilter): Promise<{ total: number; rows: ArticleSummaryRow[] }> {
  const where = staffWhere(filter);
  const direction = filter.sort.descending ? desc : asc;
  // Never-published drafts and posts without event times sort last, whichever the direction.
  const column = STAFF_SORT_COLUMNS[filter.sort.field];
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(sql`${column} is null`, direction(column), direction(articles.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { total: Number(totals?.total ?? 0), rows };
}

export async function findArticle(db: Db, id: number, lock = false): Promise<ArticleRow | undefined> {
  const query = db.select().from(articles).where(eq(articles.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Whether another article (not `exceptId`) has this address. */
export async function slugInUse(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId === undefined ? undefined : ne(articles.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The row written, or null when another article took the address meanwhile. */
export async function insertArticle(db: Db, values: ArticleValues): Promise<ArticleRow | null> {
  try {
    const [row] = await db.insert(articles).values(values).returning();
    return row;
  } catch (error) {
    if (uniqueViolationOf(error) === null) throw error;
    return null;
  }
}

/** The row written, or null when another article took the address meanwhile. */
export async function updateArticle(db: Db, id: number, values: Partial<ArticleValues>): Promise<ArticleRow | null> {
  try {
    const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning();
    return row;
  } catch (error) {
    if (uniqueViolationOf(error) === null) throw error;
    return null;
  }
}
