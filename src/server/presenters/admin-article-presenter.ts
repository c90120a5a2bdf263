import type { AdminArticle, AdminArticleList, AdminArticleSummary } from '../../shared/api/admin-articles.ts';
import { dateInZone, timeInZone } from '../../shared/zoned-time.ts';
import type { ArticleRow, ArticleSummaryRow } from '../db/repositories/article-repository.ts';

/** Staff see both languages of every field as stored, to edit them side by side (D4). */

export function presentAdminArticleSummary(row: ArticleSummaryRow): AdminArticleSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    image: row.image,
    published: row.published,
    publishedTime: row.publishedAt?.toISOString() ?? null,
    eventTime: row.eventStartsAt?.toISOString() ?? null,
    updatedTime: row.updatedAt.toISOString(),
  };
}

export const presentAdminArticlePage = (page: { total: number; rows: ArticleSummaryRow[] }): AdminArticleList => ({
  total: page.total,
  list: page.rows.map(presentAdminArticleSummary),
});

/** Event times come back on the academy's wall clock, as the form shows them (D17). */
export function presentAdminArticle(row: ArticleRow, timeZone: string): AdminArticle {
  const wallClock = (instant: Date | null) => (instant ? { date: dateInZone(instant, timeZone), time: timeInZone(instant, timeZone) } : { date: '', time: '' });
  const start = wallClock(row.eventStartsAt);
  const end = wallClock(row.eventEndsAt);
  return {
    ...presentAdminArticleSummary(row),
    summaryEn: row.summaryEn,
    summaryZh: row.summaryZh,
    bodyEn: row.bodyEn,
    bodyZh: row.bodyZh,
    eventStartDate: start.date,
    eventStartTime: start.time,
    eventEndDate: end.date,
    eventEndTime: end.time,
    locationEn: row.locationEn,
    locationZh: row.locationZh,
    registrationUrl: row.registrationUrl,
    createdTime: row.createdAt.toISOString(),
  };
}
