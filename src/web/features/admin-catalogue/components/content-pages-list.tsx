import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { contentPagesQueryOptions } from '../api/content.ts';

/** The nine content pages, each with how many blocks it has and how many are hidden. */
export function ContentPagesList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const pages = useQuery(contentPagesQueryOptions(language));
  return (
    <AdminPage title={t('adminContent.title')} description={t('adminContent.subtitle')}>
      {pages.isPending ? (
        <AdminLoading />
      ) : pages.isError ? (
        <AdminLoadError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder verticalSpacing="sm" aria-label={t('adminContent.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminContent.columns.page')}</Table.Th>
                <Table.Th>{t('adminContent.columns.address')}</Table.Th>
                <Table.Th>{t('adminContent.columns.blocks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.data.map((page) => (
                <Table.Tr key={page.slug}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/content/${page.slug}`} fw={600}>
                      {language === 'cn' && page.titleZh ? page.titleZh : page.titleEn}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      /{page.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <span>{page.blocks}</span>
                      {page.hiddenBlocks > 0 && (
                        <Badge color="gray" variant="light" c="gray.8" tt="none">
                          {t('adminContent.hiddenCount', { count: page.hiddenBlocks })}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminPage>
  );
}

/** An address under /admin/content that names no content page or block. */
export function ContentPageMissing() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminContent.title')} back={{ href: '/admin/content', label: t('adminContent.backToList') }}>
      <Text>{t('adminContent.pageMissing')}</Text>
    </AdminPage>
  );
}
