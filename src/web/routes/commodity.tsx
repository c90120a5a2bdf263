import { useTranslation } from '../i18n/translator.tsx';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/commodity';
import { loadProductPage } from '../features/products/api/get-products.ts';
import { CataloguePage, ProductCatalogue } from '../features/products/components/product-catalogue.tsx';
import { loadFilterOptions } from '../features/products/filter-options.ts';
import { catalogueViewOf } from '../features/products/product-filters.ts';
import { knownOptionsOf, useCatalogueAddress } from '../features/products/use-catalogue-address.ts';
import { translatorFor } from '../i18n/i18n.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';

/**
 * `/commodity`: the whole catalogue. Its program tab, grades, course systems and page live in the
 * address (`?category=59&grades=G7,G8&systems=2&page=2`), so a choice can be shared and survives a reload.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const options = await loadFilterOptions(context, request);
  const view = catalogueViewOf(new URL(request.url).searchParams, knownOptionsOf(options));
  // A failed page is fetched again in the browser (§8: failed loads stay quiet).
  const page = await loadProductPage(context, request, view.filters, view.pageNum).catch(() => null);
  const { t } = translatorFor(languageFromRequest(request));
  return {
    options,
    serverPage: { view, page },
    meta: { title: t('products.catalogue.metaTitle'), description: t('products.catalogue.metaDescription') },
  };
}

/** Another choice in the address is fetched by the list in the browser, not by a new page load. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }]
    : [];

export default function Commodity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [view, showView] = useCatalogueAddress(loaderData.options);
  return (
    <CataloguePage>
      <ProductCatalogue
        heading={t('products.catalogue.title')}
        headingLevel={1}
        intro={t('products.catalogue.intro')}
        view={view}
        onViewChange={showView}
        serverPage={loaderData.serverPage}
        options={loaderData.options}
        withCategory
      />
    </CataloguePage>
  );
}
