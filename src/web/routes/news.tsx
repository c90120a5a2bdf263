import type { Route } from './+types/news';
import { pageMeta } from '../app/layout/page-meta.ts';
import { catalogueOf } from '../i18n/i18n.ts';
import { getNewsSections } from '../features/news/api/get-news-pages.ts';
import { NewsSections } from '../features/news/components/news-sections.tsx';
import { languageFromRequest } from '../i18n/language-preference.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const texts = catalogueOf(languageFromRequest(request)).news;
  const sections = await getNewsSections(context, request);
  return { sections, meta: { title: texts.metaTitle, description: texts.metaDescription } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function NewsPage({ loaderData: { sections } }: Route.ComponentProps) {
  return <NewsSections sections={sections} />;
}
