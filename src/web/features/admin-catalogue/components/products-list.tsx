import { Anchor, Badge, Button, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminProductSummary } from '../../../../shared/api/admin-catalogue.ts';
import { PRODUCT_CATEGORY_IDS } from '../../../../shared/catalogue.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { catalogueOptionsQueryOptions, productsQueryOptions } from '../api/products.ts';

const FILTERS = ['categoryId', 'published'] as const;
const ALL = 'all';

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <Badge color="teal" variant="outline" c="teal.9" tt="none">
      {t('adminCatalogue.products.shown')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="gray.8" tt="none">
      {t('adminCatalogue.products.hidden')}
    </Badge>
  );
}

/** The catalogue as staff see it: every product, hidden and private ones too. */
export function ProductsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '-updatedAt' });
  const products = useQuery(productsQueryOptions(language, list.query));
  const from = `${location.pathname}${location.search}`;
  const subjects = useQuery(catalogueOptionsQueryOptions(language)).data?.subjects;
  const subjectOf = (code: string) => {
    const option = subjects?.find((subject) => subject.value === code);
    return option ? (language === 'cn' && option.labelZh ? option.labelZh : option.labelEn) : code;
  };
  const nameOf = (product: AdminProductSummary) => (language === 'cn' && product.nameZh ? product.nameZh : product.nameEn);

  const columns: DataTableColumn<AdminProductSummary>[] = [
    {
      accessor: 'name',
      title: t('adminCatalogue.products.columns.name'),
      sortable: true,
      render: (product) => (
        <Group gap="sm" wrap="nowrap">
          <Image src={product.pic} alt="" w={48} h={36} radius="sm" fit="cover" />
          <Stack gap={0}>
            <Anchor component={Link} to={`/admin/products/${product.id}`} state={{ from }} fw={600}>
              {nameOf(product)}
            </Anchor>
            <Text size="xs" c="dimmed">
              {product.subject && subjectOf(product.subject)}
              {product.private && ` · ${t('adminCatalogue.products.private')}`}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      accessor: 'courseType',
      title: t('adminCatalogue.products.columns.category'),
      render: (product) => t(`adminCatalogue.products.courseTypes.${product.courseType}`, { defaultValue: product.courseType }),
    },
    {
      accessor: 'price',
      title: t('adminCatalogue.products.columns.price'),
      sortable: true,
      render: (product) =>
        product.promotionPrice === null ? (
          format.money(product.price, product.currency)
        ) : (
          <Stack gap={0}>
            <span>{format.money(product.promotionPrice, product.currency)}</span>
            <Text size="xs" c="dimmed" td="line-through">
              {format.money(product.price, product.currency)}
            </Text>
          </Stack>
        ),
    },
    { accessor: 'stock', title: t('adminCatalogue.products.columns.stock'), render: (product) => product.stock ?? t('adminCatalogue.products.noStock') },
    { accessor: 'published', title: t('adminCatalogue.products.columns.published'), noWrap: true, render: (product) => <PublishedBadge published={product.published} /> },
    { accessor: 'updatedAt', title: t('adminCatalogue.products.columns.updatedAt'), sortable: true, render: (product) => format.dateTime(product.updatedTime) },
  ];

  return (
    <AdminPage
      title={t('adminCatalogue.products.title')}
      description={t('adminCatalogue.products.subtitle')}
      actions={
        <>
          <CsvExportButton path="admin/product/list" query={list.query} fileName="courses" />
          <Button component={Link} to="/admin/products/new">
            {t('adminCatalogue.products.create')}
          </Button>
        </>
      }
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminCatalogue.products.searchPlaceholder')}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="product-category-filter">
            {t('adminCatalogue.products.category')}
          </Text>
          <SegmentedControl
            aria-labelledby="product-category-filter"
            data={[{ value: ALL, label: t('adminCatalogue.products.allCategories') }, ...PRODUCT_CATEGORY_IDS.map((id) => ({ value: String(id), label: t(`adminCatalogue.products.categories.${id}`) }))]}
            value={list.filters.categoryId || ALL}
            onChange={(value) => list.setFilter('categoryId', value === ALL ? null : value)}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="product-visibility-filter">
            {t('adminCatalogue.products.visibility')}
          </Text>
          <SegmentedControl
            aria-labelledby="product-visibility-filter"
            data={[
              { value: ALL, label: t('adminCatalogue.products.all') },
              { value: 'true', label: t('adminCatalogue.products.shown') },
              { value: 'false', label: t('adminCatalogue.products.hidden') },
            ]}
            value={list.filters.published || ALL}
            onChange={(value) => list.setFilter('published', value === ALL ? null : value)}
          />
        </Stack>
      </ListToolbar>
      {products.isError ? (
        <AdminLoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <AdminDataTable label={t('adminCatalogue.products.title')} params={list} records={products.data?.list} total={products.data?.total} fetching={products.isFetching} columns={columns} />
      )}
    </AdminPage>
  );
}
