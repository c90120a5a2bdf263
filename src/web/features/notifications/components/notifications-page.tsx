import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { NotificationItem } from '../../../../shared/api/notifications.ts';
import { BellIcon } from '../../../components/account-icons.tsx';
import { ListPager, pageSizeOf } from '../../../components/list-pager.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications as toasts } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { notificationsQueryOptions } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import classes from './notifications.module.css';

/** /user/notifications: what the academy told the member, newest first, one page in one request. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const pageSize = pageSizeOf(params.get('size'));
  const list = useQuery(notificationsQueryOptions(language, { pageNum, pageSize }));
  const markRead = useMarkRead();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true });
  };
  const failed = (error: unknown) => toasts.show({ color: 'red', title: t('notifications.page.markFailed'), message: errorMessageOf(error, t) });
  const markAll = () =>
    markRead.mutate({ all: true }, { onSuccess: () => toasts.show({ color: 'teal', message: t('notifications.page.allMarked') }), onError: failed });
  const unread = list.data?.unread ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" gap="md">
        <div>
          <Title order={1} className={classes.title}>
            {t('notifications.page.title')}
          </Title>
          <Text c="dimmed" mt={4} data-testid="notifications-unread-summary">
            {list.data ? t('notifications.page.unreadSummary', { count: unread }) : t('notifications.page.subtitle')}
          </Text>
        </div>
        <Button radius="xl" variant="light" onClick={markAll} loading={markRead.isPending && markRead.variables && 'all' in markRead.variables} disabled={unread === 0} data-testid="mark-all-read">
          {t('notifications.page.markAllRead')}
        </Button>
      </Group>
      {list.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('notifications.page.loading')}>
          <Skeleton height={92} radius="lg" />
          <Skeleton height={92} radius="lg" />
          <Skeleton height={92} radius="lg" />
        </Stack>
      ) : list.isError ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text fw={600}>{t('notifications.page.loadFailed')}</Text>
            <Text size="sm" c="dimmed">
              {errorMessageOf(list.error, t)}
            </Text>
            <Button variant="light" radius="xl" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : list.data.list.length === 0 ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="notifications-empty">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" color="navy">
              <BellIcon size={30} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('notifications.page.empty')}
            </Title>
            <Text c="dimmed">{t('notifications.page.emptyBody')}</Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="lg">
          <ul className={classes.list} aria-label={t('notifications.page.title')} data-testid="notification-list">
            {list.data.list.map((item) => (
              <li key={item.id}>
                <NotificationCard item={item} busy={markRead.isPending} onMarkRead={() => markRead.mutate({ ids: [item.id] }, { onError: failed })} />
              </li>
            ))}
          </ul>
          <ListPager
            total={list.data.total}
            pageNum={pageNum}
            pageSize={pageSize}
            onPageChange={(page) => update({ page: page === 1 ? null : String(page) })}
            onPageSizeChange={(size) => update({ size: String(size), page: null })}
            totalLabel={t('notifications.page.total', { count: list.data.total })}
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One notification. An unread one says so in words ("New"), in bold and with a bar at its edge,
 * not by colour alone. Opening its link marks it read; one without a link is marked by a button.
 */
function NotificationCard({ item, busy, onMarkRead }: { item: NotificationItem; busy: boolean; onMarkRead: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const unread = item.readTime === null;
  return (
    <article className={classes.item} data-unread={unread || undefined} data-testid="notification" aria-labelledby={`notification-${item.id}`}>
      <div className={classes.itemBody}>
        <Group gap="xs" wrap="nowrap" align="start">
          {unread && (
            <Badge color="red.9" radius="sm" size="sm" className={classes.newBadge} data-testid="notification-unread">
              {t('notifications.page.new')}
            </Badge>
          )}
          <Text component="h2" id={`notification-${item.id}`} fw={unread ? 700 : 500} className={classes.itemTitle}>
            {item.title}
          </Text>
        </Group>
        <Text size="sm" className={classes.text}>
          {item.body}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`notifications.kinds.${item.kind}`)} · <time dateTime={item.createTime}>{format.dateTime(item.createTime)}</time>
        </Text>
      </div>
      <div className={classes.actions}>
        {item.link && (
          <Button
            component={Link}
            to={item.link}
            size="xs"
            radius="xl"
            variant={unread ? 'filled' : 'default'}
            onClick={() => {
              if (unread) onMarkRead();
            }}
            aria-label={t('notifications.page.openNamed', { title: item.title })}
            data-testid="notification-open"
          >
            {t('notifications.page.open')}
          </Button>
        )}
        {unread && !item.link && (
          <Button size="xs" radius="xl" variant="default" onClick={onMarkRead} disabled={busy} data-testid="notification-mark-read">
            {t('notifications.page.markRead')}
          </Button>
        )}
      </div>
    </article>
  );
}
