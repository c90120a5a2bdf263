import type { AppLoadContext } from 'react-router';
import type { Page } from '../../../../shared/api/envelope.ts';
import type { ArticleSummaryDto } from '../../../../shared/api/public-content.ts';
import type { ArticleListQuery } from '../../../../shared/api/public-queries.ts';
import { loadFromApi } from '../../../lib/api-client.ts';

export type ArticlePage = Page<ArticleSummaryDto>;

/** GET home/articles: published events (upcoming or past), blog posts or news, rendered on the server. */
export function loadArticles(context: AppLoadContext, request: Request, query: ArticleListQuery): Promise<ArticlePage> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return loadFromApi<ArticlePage>(context, request, `home/articles?${search}`);
}

/** A failed list shows as empty rather than breaking its page (§8: failed content loads are quiet). */
export const loadArticlesQuietly = (context: AppLoadContext, request: Request, query: ArticleListQuery) =>
  loadArticles(context, request, query).catch((): ArticlePage => ({ total: 0, list: [] }));
