import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/commodity';
import { loadFirstProductPage } from '../features/products/api/get-products.ts';
import { ProductCatalogue } from '../features/products/components/product-catalogue.tsx';
import { loadFilterOptions } from '../features/products/filter-options.ts';
import { initialProductFilters } from '../features/products/product-filters.ts';
import { createI18n } from '../i18n/i18n.ts';
import { languageFromRequest } from '../i18n/language-preference.ts';

/** `/commodity`: the whole catalogue. `?category=59` opens on Inspire. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const category = Number(new URL(request.url).searchParams.get('category'));
  const filters = initialProductFilters(Number.isInteger(category) ? category : null);
  const [options, firstPage] = await Promise.all([
    loadFilterOptions(context, request),
    // A failed first page is fetched again in the browser (§8: failed loads stay quiet).
    loadFirstProductPage(context, request, filters).catch(() => null),
  ]);
  const { t } = createI18n(languageFromRequest(request));
  return {
    filters,
    options,
    firstPage,
    meta: { title: t('products.catalogue.metaTitle'), description: t('products.catalogue.metaDescription') },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }]
    : [];

export default function Commodity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <ProductCatalogue
        heading={t('products.catalogue.title')}
        headingLevel={1}
        intro={
          <Text size="lg" c="var(--academy-muted)" maw={760} mb="xl">
            {t('products.catalogue.intro')}
          </Text>
        }
        initialFilters={loaderData.filters}
        firstPage={loaderData.firstPage}
        options={loaderData.options}
        withCategory
      />
    </Container>
  );
}
