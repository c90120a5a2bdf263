import { data } from 'react-router';
import { useTranslation } from '../i18n/translator.tsx';
import type { Route } from './+types/article';
import { StatusPage } from '../components/status-page.tsx';
import { catalogueOf, translatorFor } from '../i18n/i18n.ts';
import { loadArticle } from '../features/news/api/get-article.ts';
import { ArticleView } from '../features/news/components/article-view.tsx';
import { NEWS_HREF } from '../features/news/links.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';

/** `/news/<slug>`: an event, post or news item, rendered on the server with its own title and description. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const texts = catalogueOf(language).news.article;
  const article = await loadArticle(context, request, params.slug);
  if (!article) {
    return data({ article: null, now: '', meta: { title: texts.notFoundMetaTitle, description: texts.notFoundBody } }, { status: 404 });
  }
  return {
    article,
    // The server's clock decides "this event has taken place", so the page hydrates as it was rendered.
    now: new Date().toISOString(),
    meta: { title: translatorFor(language).t('news.article.metaTitle', { title: article.title }), description: article.summary },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { title, description } = loaderData.meta;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: loaderData.article?.title ?? title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'article' },
    ...(loaderData.article?.image ? [{ property: 'og:image', content: loaderData.article.image }] : []),
  ];
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.article) {
    return (
      <StatusPage
        title={t('news.article.notFoundTitle')}
        description={t('news.article.notFoundBody')}
        actionLabel={t('news.article.back')}
        actionHref={NEWS_HREF}
      />
    );
  }
  return <ArticleView key={loaderData.article.slug} article={loaderData.article} now={new Date(loaderData.now)} />;
}
