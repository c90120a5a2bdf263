import { useCallback } from 'react';
import { Button, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ALL_ORDERS, ORDER_STATUSES, type OrderStatistics, type OrderStatusCode } from '../../../../shared/api/orders.ts';
import { ReceiptIcon } from '../../../components/account-icons.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { useSelectedTabInView } from '../../../components/use-selected-tab-in-view.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ORDERS_QUERY_KEY, ordersQueryOptions } from '../api/get-orders.ts';
import { orderStatisticsQueryOptions } from '../api/get-order-statistics.ts';
import { ORDER_STATUS_KEYS } from '../../../lib/order-status.ts';
import { ORDER_TABS, orderTabOf, ordersPageOf, type OrderTab } from '../orders-page-reads.ts';
import { OrderCard } from './order-card.tsx';
import tabClasses from '../../../components/count-tabs.module.css';
import classes from './orders.module.css';

function countOf(statistics: OrderStatistics | undefined, tab: OrderTab): number | undefined {
  if (!statistics) return undefined;
  if (tab === ALL_ORDERS) return ORDER_STATUSES.reduce<number>((sum, status) => sum + (statistics[`${status}`] ?? 0), 0);
  return statistics[`${tab}`] ?? 0;
}

/**
 * /user/order: the member's orders by status (spec §4, D7), with counts per status. The tab, the
 * page and its size live in the address, so a reload or the back button keeps them.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { status: tab, pageNum, pageSize } = ordersPageOf(params);
  const tabList = useSelectedTabInView(String(tab));

  const statistics = useQuery(orderStatisticsQueryOptions(language));
  const orders = useQuery(ordersQueryOptions(language, { status: tab, pageNum, pageSize }));
  // A hold that ran out closes its order on the server: ask again for the list and the counts.
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }), [queryClient]);

  const update = (next: { status?: OrderTab; page?: number; size?: number }) => {
    const query = new URLSearchParams(params);
    const set = (key: string, value: number, fallback: number) =>
      value === fallback ? query.delete(key) : query.set(key, String(value));
    if (next.status !== undefined) set('status', next.status, ALL_ORDERS);
    set('page', next.page ?? 1, 1);
    if (next.size !== undefined) set('size', next.size, 10);
    setParams(query, { preventScrollReset: true });
  };

  const labelOf = (status: OrderTab) => t(`orders.status.${status === ALL_ORDERS ? 'all' : ORDER_STATUS_KEYS[status as OrderStatusCode]}`);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.title}>
          {t('orders.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('orders.subtitle')}
        </Text>
      </div>

      <Tabs value={String(tab)} onChange={(value) => update({ status: orderTabOf(value) })} variant="pills" radius="xl" activateTabWithKeyboard>
        <Tabs.List ref={tabList} aria-label={t('orders.tabs.label')} className={tabClasses.tabList}>
          {ORDER_TABS.map((status) => {
            const count = countOf(statistics.data, status);
            return (
              <Tabs.Tab
                key={status}
                value={String(status)}
                className={tabClasses.tab}
                rightSection={count === undefined ? undefined : <span className={tabClasses.count}>{count}</span>}
                data-testid={`order-tab-${status}`}
              >
                {labelOf(status)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={String(tab)} pt="lg">
          {orders.isPending ? (
            <Stack gap="sm" aria-busy="true">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={132} radius="lg" />
              ))}
            </Stack>
          ) : orders.isError ? (
            <Paper withBorder radius="lg" p="xl" role="alert">
              <Stack align="center" gap="sm" ta="center">
                <Text fw={600}>{t('orders.list.loadFailed')}</Text>
                <Text size="sm" c="dimmed">
                  {errorMessageOf(orders.error, t)}
                </Text>
                <Button variant="light" radius="xl" onClick={() => void orders.refetch()}>
                  {t('orders.list.retry')}
                </Button>
              </Stack>
            </Paper>
          ) : orders.data.list.length === 0 ? (
            <EmptyOrders statusLabel={tab === ALL_ORDERS ? null : labelOf(tab)} />
          ) : (
            <Stack gap="lg">
              <ul className={classes.list} data-testid="order-list" aria-busy={orders.isPlaceholderData}>
                {orders.data.list.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} onHoldExpired={refresh} />
                  </li>
                ))}
              </ul>
              <ListPager
                total={orders.data.total}
                pageNum={pageNum}
                pageSize={pageSize}
                onPageChange={(page) => update({ page })}
                onPageSizeChange={(size) => update({ size })}
                totalLabel={t('orders.list.total', { count: orders.data.total })}
              />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function EmptyOrders({ statusLabel }: { statusLabel: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.empty} data-testid="orders-empty">
      <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" color="navy">
          <ReceiptIcon size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {statusLabel ? t('orders.list.emptyStatusTitle', { status: statusLabel }) : t('orders.list.emptyAllTitle')}
        </Title>
        <Text c="dimmed">{statusLabel ? t('orders.list.emptyStatusBody') : t('orders.list.emptyAllBody')}</Text>
        <Button component={Link} to="/programs" radius="xl">
          {t('orders.list.browseCourses')}
        </Button>
      </Stack>
    </Paper>
  );
}
