import type { z } from 'zod';
import type { articleListQuery } from '../../../shared/api/public-queries.ts';
import type { Db } from '../../db/database.ts';
import { findPublishedArticle, listPublishedArticles } from '../../db/repositories/article-repository.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

export type ArticleListRequest = z.output<typeof articleListQuery>;

/** One page of published events, blog posts or news. */
export function listArticles(db: Db, request: ArticleListRequest, now: Date) {
  return listPublishedArticles(
    db,
    { kind: request.kind, when: request.when },
    { offset: (request.pageNum - 1) * request.pageSize, limit: request.pageSize },
    now,
  );
}

/**
 * The article of `/news/<slug>`; a draft, a future one or an unknown slug is not found. Bodies are
 * sanitised when written; once more here, because whatever writes them, the page renders them as HTML.
 */
export async function loadArticle(db: Db, slug: string, now: Date) {
  const article = await findPublishedArticle(db, slug, now);
  if (!article) throw notFound('articleNotFound');
  return { ...article, bodyEn: sanitizeRichText(article.bodyEn), bodyZh: sanitizeRichText(article.bodyZh) };
}
