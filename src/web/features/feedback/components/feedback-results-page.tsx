import { Badge, Button, Group, Modal, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '../../../../shared/api/feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { InboxIcon } from '../../../components/account-icons.tsx';
import { ListPager, pageSizeOf } from '../../../components/list-pager.tsx';
import { useSelectedTabInView } from '../../../components/use-selected-tab-in-view.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { feedbackListQueryOptions } from '../api/get-feedback-list.ts';
import { FeedbackThread } from './feedback-thread.tsx';
import tabClasses from '../../../components/count-tabs.module.css';
import classes from './feedback.module.css';

const statusOf = (value: string | null): FeedbackStatus => (value === 'processed' ? 'processed' : 'processing');

/** /user/feedback-result: the family's feedback by status tabs; each opens its conversation. */
export function FeedbackResultsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const tabList = useSelectedTabInView(status);
  const pageNum = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const pageSize = pageSizeOf(params.get('size'));
  const openId = Number(params.get('open')) || null;
  const list = useQuery(feedbackListQueryOptions(language, { status, pageNum, pageSize }));
  const format = useFormatters();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} className={classes.title}>
            {t('feedback.results.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('feedback.results.subtitle')}
          </Text>
        </div>
        <Button component={Link} to="/user/feedback" radius="xl" variant="light">
          {t('feedback.results.write')}
        </Button>
      </Group>
      <Tabs value={status} onChange={(value) => update({ status: value === 'processed' ? 'processed' : null, page: null })} variant="pills" radius="xl" activateTabWithKeyboard>
        <Tabs.List ref={tabList} aria-label={t('feedback.results.tabsLabel')} className={tabClasses.tabList}>
          {FEEDBACK_STATUSES.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              className={tabClasses.tab}
              rightSection={list.data ? <span className={tabClasses.count}>{list.data.counts[value]}</span> : undefined}
              data-testid={`feedback-tab-${value}`}
            >
              {t(`feedback.results.statuses.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={status} pt="lg">
          {list.isPending ? (
            <Stack gap="sm" aria-busy="true">
              <Skeleton height={84} radius="lg" />
              <Skeleton height={84} radius="lg" />
            </Stack>
          ) : list.isError ? (
            <Paper withBorder radius="lg" p="xl" role="alert">
              <Stack align="center" gap="sm" ta="center">
                <Text fw={600}>{t('feedback.results.loadFailed')}</Text>
                <Text size="sm" c="dimmed">
                  {errorMessageOf(list.error, t)}
                </Text>
                <Button variant="light" radius="xl" onClick={() => void list.refetch()}>
                  {t('common.retry')}
                </Button>
              </Stack>
            </Paper>
          ) : list.data.list.length === 0 ? (
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.empty} data-testid="feedback-empty">
              <Stack align="center" gap="md" ta="center">
                <ThemeIcon size={64} radius="xl" variant="light" color="navy">
                  <InboxIcon size={30} />
                </ThemeIcon>
                <Title order={2} size="h3">
                  {t('feedback.results.empty')}
                </Title>
                <Text c="dimmed">{t('feedback.results.emptyBody')}</Text>
              </Stack>
            </Paper>
          ) : (
            <Stack gap="lg">
              <ul className={classes.list} data-testid="feedback-list">
                {list.data.list.map((item) => (
                  <li key={item.id}>
                    <UnstyledButton className={classes.item} onClick={() => update({ open: String(item.id) })} data-testid="feedback-item">
                      <div className={classes.itemBody}>
                        <Group gap="xs">
                          <Text fw={700}>{t(`feedback.categories.${item.category}`)}</Text>
                          {item.unread > 0 && (
                            <Badge color="red.9" radius="sm" data-testid="feedback-unread">
                              {t('feedback.results.unread', { count: item.unread })}
                            </Badge>
                          )}
                        </Group>
                        <Text size="sm" lineClamp={2}>
                          {item.excerpt}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[item.childName, item.courseName, format.dayOf(item.updateTime)].filter(Boolean).join(' · ')}
                        </Text>
                      </div>
                      <Text size="sm" fw={600} c="navy.9">
                        {t('feedback.results.open')}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
              <ListPager
                total={list.data.total}
                pageNum={pageNum}
                pageSize={pageSize}
                onPageChange={(page) => update({ page: page === 1 ? null : String(page) })}
                onPageSizeChange={(size) => update({ size: String(size), page: null })}
                totalLabel={t('feedback.results.total', { count: list.data.total })}
              />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={openId !== null}
        onClose={() => update({ open: null })}
        title={t('feedback.results.open')}
        size="lg"
        radius="lg"
       
        styles={{ title: { fontWeight: 700 } }}
      >
        {openId !== null && <FeedbackThread id={openId} />}
      </Modal>
    </Stack>
  );
}
