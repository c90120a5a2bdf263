import { Button, Group, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ALL_REQUIREMENTS, REQUIREMENT_STATUSES, type RequirementCounts, type RequirementStatusCode } from '../../../../shared/api/requirements.ts';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { ListPager, pageSizeOf } from '../../../components/list-pager.tsx';
import { useSelectedTabInView } from '../../../components/use-selected-tab-in-view.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { requirementsQueryOptions } from '../api/get-requirements.ts';
import { REQUIREMENT_STATUS_KEYS } from '../../../lib/requirement-status.ts';
import { RequirementCard } from './requirement-card.tsx';
import tabClasses from '../../../components/count-tabs.module.css';
import classes from './requirements.module.css';

const TABS = [ALL_REQUIREMENTS, ...REQUIREMENT_STATUSES] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab => {
  const status = Number(value ?? ALL_REQUIREMENTS);
  return (TABS as readonly number[]).includes(status) ? (status as Tab) : ALL_REQUIREMENTS;
};

/**
 * /user/requirement: the family's requirements with a tab for every status of spec §4 (-1 all,
 * 0-9) and its count. The tab, page and size live in the address, so reloads keep them.
 */
export function RequirementsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const tabList = useSelectedTabInView(String(tab));
  const pageNum = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const pageSize = pageSizeOf(params.get('size'));
  const requirements = useQuery(requirementsQueryOptions(language, { status: tab, pageNum, pageSize }));
  const counts: RequirementCounts | undefined = requirements.data?.counts;

  const update = (next: { status?: Tab; page?: number; size?: number }) => {
    const query = new URLSearchParams(params);
    const set = (key: string, value: number, fallback: number) => (value === fallback ? query.delete(key) : query.set(key, String(value)));
    if (next.status !== undefined) set('status', next.status, ALL_REQUIREMENTS);
    set('page', next.page ?? 1, 1);
    if (next.size !== undefined) set('size', next.size, 10);
    setParams(query, { preventScrollReset: true });
  };
  const labelOf = (status: Tab) => t(`requirements.status.${status === ALL_REQUIREMENTS ? 'all' : REQUIREMENT_STATUS_KEYS[status as RequirementStatusCode]}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} className={classes.listTitle}>
            {t('requirements.list.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('requirements.list.subtitle')}
          </Text>
        </div>
        <Button component={Link} to="/apply/inspire" radius="xl">
          {t('requirements.list.newRequest')}
        </Button>
      </Group>

      <Tabs value={String(tab)} onChange={(value) => update({ status: tabOf(value) })} variant="pills" radius="xl" activateTabWithKeyboard>
        <Tabs.List ref={tabList} aria-label={t('requirements.list.tabsLabel')} className={tabClasses.tabList}>
          {TABS.map((status) => (
            <Tabs.Tab
              key={status}
              value={String(status)}
              className={tabClasses.tab}
              rightSection={counts ? <span className={tabClasses.count}>{counts[`${status}`]}</span> : undefined}
              data-testid={`requirement-tab-${status}`}
            >
              {labelOf(status)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={String(tab)} pt="lg">
          {requirements.isPending ? (
            <Stack gap="sm" aria-busy="true">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={120} radius="lg" />
              ))}
            </Stack>
          ) : requirements.isError ? (
            <Paper withBorder radius="lg" p="xl" role="alert">
              <Stack align="center" gap="sm" ta="center">
                <Text fw={600}>{t('requirements.list.loadFailed')}</Text>
                <Text size="sm" c="dimmed">
                  {errorMessageOf(requirements.error, t)}
                </Text>
                <Button variant="light" radius="xl" onClick={() => void requirements.refetch()}>
                  {t('requirements.list.retry')}
                </Button>
              </Stack>
            </Paper>
          ) : requirements.data.list.length === 0 ? (
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.empty} data-testid="requirements-empty">
              <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
                <ThemeIcon size={64} radius="xl" variant="light" color="navy">
                  <ChatIcon size={30} />
                </ThemeIcon>
                <Title order={2} size="h3">
                  {tab === ALL_REQUIREMENTS ? t('requirements.list.emptyAllTitle') : t('requirements.list.emptyStatusTitle', { status: labelOf(tab) })}
                </Title>
                <Text c="dimmed">{tab === ALL_REQUIREMENTS ? t('requirements.list.emptyAllBody') : t('requirements.list.emptyStatusBody')}</Text>
                {tab === ALL_REQUIREMENTS && (
                  <Button component={Link} to="/apply/inspire" radius="xl">
                    {t('requirements.list.newRequest')}
                  </Button>
                )}
              </Stack>
            </Paper>
          ) : (
            <Stack gap="lg">
              <ul className={classes.list} data-testid="requirement-list" aria-busy={requirements.isPlaceholderData}>
                {requirements.data.list.map((requirement) => (
                  <li key={requirement.id}>
                    <RequirementCard requirement={requirement} />
                  </li>
                ))}
              </ul>
              <ListPager
                total={requirements.data.total}
                pageNum={pageNum}
                pageSize={pageSize}
                onPageChange={(page) => update({ page })}
                onPageSizeChange={(size) => update({ size })}
                totalLabel={t('requirements.list.total', { count: requirements.data.total })}
              />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
