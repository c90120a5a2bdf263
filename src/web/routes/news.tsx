import type { Route } from './+types/news';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { loadArticlesQuietly } from '../features/news/api/get-articles.ts';
import { NewsOverview } from '../features/news/components/news-overview.tsx';
import { languageFromRequest } from '../i18n/language-preference.ts';

/** How many cards each section of the news page shows; the events and blog pages list more. */
const EVENTS_SHOWN = 3;
const POSTS_SHOWN = 3;
const NEWS_SHOWN = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).news;
  const [upcomingEvents, posts, news] = await Promise.all([
    loadArticlesQuietly(context, request, { kind: 'event', when: 'upcoming', pageSize: EVENTS_SHOWN }),
    loadArticlesQuietly(context, request, { kind: 'blog', pageSize: POSTS_SHOWN }),
    loadArticlesQuietly(context, request, { kind: 'news', pageSize: NEWS_SHOWN }),
  ]);
  return {
    overview: { upcomingEvents: upcomingEvents.list, posts: posts.list, news: news.list },
    meta: { title: texts.metaTitle, description: texts.metaDescription },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function NewsPage({ loaderData: { overview } }: Route.ComponentProps) {
  return <NewsOverview {...overview} />;
}
