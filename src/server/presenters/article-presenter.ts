import type { Page } from '../../shared/api/envelope.ts';
import type { ArticleDto, ArticleSummaryDto } from '../../shared/api/public-content.ts';
import type { Language } from '../../shared/language.ts';
import type { ArticleRow, ArticleSummaryRow } from '../db/repositories/article-repository.ts';
import { textOf } from '../../shared/localised-text.ts';

/**
 * Only web and mail addresses, and pages of this site (`/apply`), reach a sign-up button: never a
 * `javascript:` or `data:` one, nor `//elsewhere`.
 */
const signUpAddress = (url: string) => (/^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(url) ? url : '');

export function presentArticleSummary(article: ArticleSummaryRow, language: Language): ArticleSummaryDto {
  return {
    slug: article.slug,
    kind: article.kind,
    title: textOf(article, 'title', language),
    summary: textOf(article, 'summary', language),
    image: article.image,
    publishedAt: (article.publishedAt ?? article.createdAt).toISOString(),
    event:
      article.eventStartsAt && article.eventEndsAt
        ? {
            startsAt: article.eventStartsAt.toISOString(),
            endsAt: article.eventEndsAt.toISOString(),
            location: textOf(article, 'location', language),
            registrationUrl: signUpAddress(article.registrationUrl),
          }
        : null,
  };
}

export function presentArticlePage(page: { total: number; rows: ArticleSummaryRow[] }, language: Language): Page<ArticleSummaryDto> {
  return { total: page.total, list: page.rows.map((row) => presentArticleSummary(row, language)) };
}

/** The body was sanitised when it was written (sanitize-html), like every editor's HTML. */
export function presentArticle(article: ArticleRow, language: Language): ArticleDto {
  return { ...presentArticleSummary(article, language), body: textOf(article, 'body', language) };
}
