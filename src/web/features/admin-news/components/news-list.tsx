import { Anchor, Button, Group, Image, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminArticleSummary } from '../../../../shared/api/admin-articles.ts';
import { ARTICLE_KINDS } from '../../../../shared/catalogue.ts';
import { AdminDataTable } from '../../../components/admin/admin-data-table.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { CsvExportButton } from '../../../components/admin/csv-export-button.tsx';
import { ListToolbar } from '../../../components/admin/list-toolbar.tsx';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { WARNING_TEXT_COLOUR } from '../../../components/admin/warning-text.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { articlesQueryOptions } from '../api/get-articles.ts';
import { PublishedBadge } from './published-badge.tsx';

const FILTERS = ['kind', 'published'] as const;
const ALL = 'all';

/** Every article, drafts too, newest change first: search, kind and status in the address. */
export function NewsList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const location = useLocation();
  const list = useListParams(FILTERS, { sort: '-updatedAt' });
  const articles = useQuery(articlesQueryOptions(language, list.query));
  const from = `${location.pathname}${location.search}`;

  const columns: DataTableColumn<AdminArticleSummary>[] = [
    {
      accessor: 'title',
      title: t('adminNews.columns.title'),
      sortable: true,
      render: (article) => (
        <Group gap="sm" wrap="nowrap">
          {article.image ? <Image src={article.image} alt="" w={56} h={32} radius="sm" fit="cover" /> : null}
          <Stack gap={0}>
            <Anchor component={Link} to={`/admin/news/${article.id}`} state={{ from }} fw={600}>
              {language === 'cn' && article.titleZh ? article.titleZh : article.titleEn}
            </Anchor>
            <Text size="xs" c="dimmed">
              /news/{article.slug}
            </Text>
            {!article.titleZh && (
              <Text size="xs" c={WARNING_TEXT_COLOUR}>
                {t('adminShell.bilingual.chineseMissing')}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    { accessor: 'kind', title: t('adminNews.columns.kind'), render: (article) => t(`adminNews.kinds.${article.kind}`) },
    { accessor: 'published', title: t('adminNews.columns.published'), noWrap: true, render: (article) => <PublishedBadge published={article.published} /> },
    {
      accessor: 'publishedAt',
      title: t('adminNews.columns.publishedAt'),
      sortable: true,
      noWrap: true,
      render: (article) => (article.publishedTime ? format.dateTime(article.publishedTime) : t('adminNews.notYet')),
    },
    { accessor: 'updatedAt', title: t('adminNews.columns.updatedAt'), sortable: true, noWrap: true, render: (article) => format.dateTime(article.updatedTime) },
  ];

  return (
    <AdminPage
      title={t('adminNews.title')}
      description={t('adminNews.subtitle')}
      actions={
        <>
          <CsvExportButton path="admin/article/list" query={list.query} fileName="articles" />
          <Button component={Link} to="/admin/news/new">
            {t('adminNews.create')}
          </Button>
        </>
      }
    >
      <ListToolbar search={list.q} onSearch={list.setSearch} placeholder={t('adminNews.searchPlaceholder')}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="article-kind-filter">
            {t('adminNews.kindFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="article-kind-filter"
            data={[{ value: ALL, label: t('adminNews.all') }, ...ARTICLE_KINDS.map((kind) => ({ value: kind, label: t(`adminNews.kinds.${kind}`) }))]}
            value={list.filters.kind || ALL}
            onChange={(value) => list.setFilter('kind', value === ALL ? null : value)}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="article-visibility-filter">
            {t('adminNews.visibility')}
          </Text>
          <SegmentedControl
            aria-labelledby="article-visibility-filter"
            data={[
              { value: ALL, label: t('adminNews.all') },
              { value: 'true', label: t('adminNews.published') },
              { value: 'false', label: t('adminNews.draft') },
            ]}
            value={list.filters.published || ALL}
            onChange={(value) => list.setFilter('published', value === ALL ? null : value)}
          />
        </Stack>
      </ListToolbar>
      {articles.isError ? (
        <AdminLoadError error={articles.error} onRetry={() => void articles.refetch()} />
      ) : (
        <AdminDataTable label={t('adminNews.title')} params={list} records={articles.data?.list} total={articles.data?.total} fetching={articles.isFetching} columns={columns} />
      )}
    </AdminPage>
  );
}

