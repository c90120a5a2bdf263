import type { ArticleKind } from '../../../shared/catalogue.ts';

export const NEWS_HREF = '/news';
export const articleHref = (slug: string) => `/news/${slug}`;

/** Where all articles of a kind are listed: events and the blog have their own pages. */
export const ARTICLES_OF_KIND_HREF: Record<ArticleKind, string> = {
  event: '/events',
  blog: '/blog',
  news: NEWS_HREF,
};
