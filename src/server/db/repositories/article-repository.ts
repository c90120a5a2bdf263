import { and, asc, count, desc, eq, getTableColumns, gte, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import type { ArticleKind, ArticleWhen } from '../../../shared/catalogue.ts';
import type { Db } from '../database.ts';
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
