import { data } from 'react-router';
import { useTranslation } from '../i18n/translator.tsx';
import type { Route } from './+types/course-detail';
import { StatusPage } from '../components/status-page.tsx';
import { loadProductDetail } from '../features/products/api/get-product-detail.ts';
import { courseMeta } from '../features/products/course-meta.ts';
import { CourseDetailView } from '../features/products/components/course-detail-view.tsx';
import { CATALOGUE_HREF } from '../features/products/links.ts';
import { translatorFor } from '../i18n/i18n.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';

/** `/course-detail?id=N`: rendered on the server, with a friendly page (and a 404) when unknown. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const product = await loadProductDetail(context, request);
  const meta = courseMeta(translatorFor(languageFromRequest(request)).t, product);
  return product ? { product, meta } : data({ product: null, meta }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }]
    : [];

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.product) {
    return (
      <StatusPage
        title={t('products.detail.notFoundTitle')}
        description={t('products.detail.notFoundBody')}
        actionLabel={t('products.detail.browsePrograms')}
        actionHref={CATALOGUE_HREF}
      />
    );
  }
  return <CourseDetailView key={loaderData.product.id} product={loaderData.product} />;
}
