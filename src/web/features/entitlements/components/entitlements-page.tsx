import { Button, Paper, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ENTITLEMENT_TABS, type BookingItem, type EntitlementItem, type EntitlementTab } from '../../../../shared/api/orders.ts';
import { CalendarIcon, TicketIcon } from '../../../components/account-icons.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { useSelectedTabInView } from '../../../components/use-selected-tab-in-view.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { entitlementsQueryOptions } from '../api/get-entitlements.ts';
import { BookClassesDialog } from './book-classes-dialog.tsx';
import { BookingList } from './booking-list.tsx';
import { entitlementsPageOf, entitlementTabOf } from '../entitlements-page-reads.ts';
import { EntitlementCard } from './entitlement-card.tsx';
import tabClasses from '../../../components/count-tabs.module.css';
import classes from './entitlements.module.css';

/** /user/entitle (D11): the family's entitlements by the specification's tabs, and their bookings. */
export function EntitlementsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const { tab, pageNum, pageSize } = entitlementsPageOf(params);
  const tabList = useSelectedTabInView(tab);
  const entitlements = useQuery(entitlementsQueryOptions(language, { tab, pageNum, pageSize }));
  const counts = entitlements.data?.counts;
  // The entitlement being booked stays after the dialog closes, so that it can fade out.
  const [booking, setBooking] = useState<{ entitlement: EntitlementItem; opened: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A card whose last session was just booked leaves its tab with the button that opened the
  // dialog: the keyboard then goes on from the page's heading instead of the document's start.
  const focusHeadingIfLost = () => {
    if (document.activeElement === document.body) headingRef.current?.focus();
  };

  const update = (next: { tab?: EntitlementTab; page?: number; size?: number }) => {
    const query = new URLSearchParams(params);
    if (next.tab !== undefined) {
      if (next.tab === 'all') query.delete('tab');
      else query.set('tab', next.tab);
    }
    if ((next.page ?? 1) === 1) query.delete('page');
    else query.set('page', String(next.page));
    if (next.size !== undefined) {
      if (next.size === 10) query.delete('size');
      else query.set('size', String(next.size));
    }
    setParams(query, { preventScrollReset: true });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.title} ref={headingRef} tabIndex={-1}>
          {t('orders.entitlements.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('orders.entitlements.subtitle')}
        </Text>
      </div>

      <Tabs value={tab} onChange={(value) => update({ tab: entitlementTabOf(value) })} variant="pills" radius="xl" activateTabWithKeyboard>
        <Tabs.List ref={tabList} aria-label={t('orders.entitlements.tabs.label')} className={tabClasses.tabList}>
          {ENTITLEMENT_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              className={tabClasses.tab}
              rightSection={counts ? <span className={tabClasses.count}>{counts[value] ?? 0}</span> : undefined}
              data-testid={`entitlement-tab-${value}`}
            >
              {t(`orders.entitlements.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          {entitlements.isPending ? (
            <div className={classes.list} aria-busy="true">
              {[0, 1].map((index) => (
                <Skeleton key={index} height={260} radius="lg" />
              ))}
            </div>
          ) : entitlements.isError ? (
            <Paper withBorder radius="lg" p="xl" role="alert">
              <Stack align="center" gap="sm" ta="center">
                <Text fw={600}>{t('orders.entitlements.loadFailed')}</Text>
                <Text size="sm" c="dimmed">
                  {errorMessageOf(entitlements.error, t)}
                </Text>
                <Button variant="light" radius="xl" onClick={() => void entitlements.refetch()}>
                  {t('orders.list.retry')}
                </Button>
              </Stack>
            </Paper>
          ) : entitlements.data.list.length === 0 ? (
            <EmptyTab tab={tab} />
          ) : (
            <Stack gap="lg" aria-busy={entitlements.isPlaceholderData}>
              {tab === 'booked' ? (
                <BookingList bookings={entitlements.data.list as BookingItem[]} />
              ) : (
                <ul className={classes.list} data-testid="entitlement-list">
                  {(entitlements.data.list as EntitlementItem[]).map((entitlement) => (
                    <li key={entitlement.id}>
                      <EntitlementCard entitlement={entitlement} onBook={(chosen) => setBooking({ entitlement: chosen, opened: true })} />
                    </li>
                  ))}
                </ul>
              )}
              <ListPager
                total={entitlements.data.total}
                pageNum={pageNum}
                pageSize={pageSize}
                onPageChange={(page) => update({ page })}
                onPageSizeChange={(size) => update({ size })}
                totalLabel={t('orders.entitlements.total', { count: entitlements.data.total })}
              />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      {booking && (
        <BookClassesDialog
          entitlement={booking.entitlement}
          opened={booking.opened}
          onClose={() => setBooking({ ...booking, opened: false })}
          onClosed={focusHeadingIfLost}
        />
      )}
    </Stack>
  );
}

function EmptyTab({ tab }: { tab: EntitlementTab }) {
  const { t } = useTranslation();
  const booked = tab === 'booked';
  const title = booked
    ? t('orders.entitlements.bookingsEmptyTitle')
    : tab === 'all'
      ? t('orders.entitlements.emptyAllTitle')
      : t('orders.entitlements.emptyTabTitle', { tab: t(`orders.entitlements.tabs.${tab}`) });
  const body = booked
    ? t('orders.entitlements.bookingsEmptyBody')
    : tab === 'all'
      ? t('orders.entitlements.emptyAllBody')
      : t('orders.entitlements.emptyTabBody');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} className={classes.empty} data-testid="entitlements-empty">
      <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" color="navy">
          {booked ? <CalendarIcon size={30} /> : <TicketIcon size={30} />}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        <Button component={Link} to={tab === 'all' ? '/programs' : '/user/order'} variant="light" radius="xl">
          {tab === 'all' ? t('orders.list.browseCourses') : t('orders.entitlements.viewOrders')}
        </Button>
      </Stack>
    </Paper>
  );
}
