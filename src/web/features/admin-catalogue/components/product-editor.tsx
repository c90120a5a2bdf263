import { Group, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { RecordHistory } from '../../../components/admin/record-history.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { catalogueOptionsQueryOptions, productQueryOptions } from '../api/products.ts';
import { ProductClasses } from './product-classes.tsx';
import { ProductForm } from './product-form.tsx';
import { ProductWaitlist } from './product-waitlist.tsx';
import { PublishedBadge } from './products-list.tsx';

/** A new product: its form alone; classes come once it is saved. */
export function NewProduct() {
  const { t } = useTranslation();
  const options = useQuery(catalogueOptionsQueryOptions(useLanguage()));
  const back = { href: '/admin/products', label: t('adminCatalogue.products.backToList') };
  return (
    <AdminPage title={t('adminCatalogue.products.createTitle')} back={back}>
      {options.isPending ? <AdminLoading /> : options.isError ? <AdminLoadError error={options.error} onRetry={() => void options.refetch()} /> : <ProductForm product={null} options={options.data} />}
    </AdminPage>
  );
}

/** A product: its fields, its classes and its history, each under a tab. */
export function ProductEditor({ productId, backHref }: { productId: number; backHref: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const product = useQuery(productQueryOptions(language, productId));
  const options = useQuery(catalogueOptionsQueryOptions(language));
  const back = { href: backHref, label: t('adminCatalogue.products.backToList') };
  if (product.isPending || options.isPending) return <AdminLoading />;
  if (product.isError || options.isError) {
    const failed = product.isError ? product : options;
    return (
      <AdminPage title={t('adminCatalogue.products.title')} back={back}>
        <AdminLoadError error={failed.error} onRetry={() => void failed.refetch()} />
      </AdminPage>
    );
  }
  const data = product.data;
  const name = language === 'cn' && data.nameZh ? data.nameZh : data.nameEn;
  return (
    <AdminPage
      back={back}
      documentTitle={name}
      title={
        <Group gap="sm" component="span">
          <span>{name}</span>
          <PublishedBadge published={data.published} />
        </Group>
      }
    >
      <Tabs defaultValue="course" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="course">{t('adminCatalogue.products.tabs.course')}</Tabs.Tab>
          <Tabs.Tab value="classes">{t('adminCatalogue.products.tabs.classes')}</Tabs.Tab>
          <Tabs.Tab value="waitlist">{t('adminCatalogue.products.tabs.waitlist')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('adminCatalogue.products.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="course">
          <ProductForm key={data.id} product={data} options={options.data} />
        </Tabs.Panel>
        <Tabs.Panel value="classes">
          <ProductClasses product={data} options={options.data} />
        </Tabs.Panel>
        <Tabs.Panel value="waitlist">
          <ProductWaitlist productId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <RecordHistory entityType="product" entityId={data.id} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
