import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { HOME_LIST_FIELDS, HOME_LIST_KINDS, type AdminHomeDetail, type HomeListKind } from '../../../../shared/api/admin-home.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { homeDetailQueryOptions } from '../api/home.ts';
import { HomeIntroForm } from './home-intro-form.tsx';
import { HomeItemList } from './home-item-list.tsx';

const TABS = [...HOME_LIST_KINDS, 'intro'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

function ListPanel({ kind, detail }: { kind: HomeListKind; detail: AdminHomeDetail }) {
  const { t } = useTranslation();
  const items = detail[HOME_LIST_FIELDS[kind]];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('adminHome.listHint')}
        </Text>
        <Button component={Link} to={`/admin/home/${kind}/new`}>
          {t(`adminHome.add.${kind}`)}
        </Button>
      </Group>
      <HomeItemList kind={kind} items={items} />
    </Stack>
  );
}

/** `/admin/home`: the home page's three lists and its intro, one tab each (the tab is in the address). */
export function HomeEditor() {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(homeDetailQueryOptions(language));
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'slide';

  return (
    <AdminPage
      title={t('adminHome.title')}
      description={t('adminHome.subtitle')}
      actions={
        <Button component="a" href="/home" target="_blank" rel="noopener" variant="default">
          {t('adminHome.openPublic')}
        </Button>
      }
    >
      {detail.isPending ? (
        <AdminLoading />
      ) : detail.isError ? (
        <AdminLoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Tabs value={tab} onChange={(value) => isTab(value) && setParams(value === 'slide' ? {} : { tab: value }, { replace: true })}>
          <Tabs.List mb="md">
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`adminHome.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {HOME_LIST_KINDS.map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <ListPanel kind={kind} detail={detail.data} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="intro">
            <HomeIntroForm intro={detail.data.intro} />
          </Tabs.Panel>
        </Tabs>
      )}
    </AdminPage>
  );
}
