import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { BookableClass } from '../../../../shared/api/bookings.ts';
import type { EntitlementItem } from '../../../../shared/api/orders.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { Calendar } from '../../../components/calendar/calendar.tsx';
import { clampMonth, currentMonthIn, monthRangeOf, todayKeyIn, type YearMonth } from '../../../components/calendar/month-grid.ts';
import { emptySelection, selectDate, type Selection } from '../../../components/calendar/selection.ts';
import { ACADEMY_TIME_ZONE, academyDayOf, describeClassTime } from '../../../lib/class-time.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { useBookClasses } from '../api/book-classes.ts';
import { allEntitlementClassesQueryOptions, entitlementClassesQueryOptions } from '../api/get-entitlement-classes.ts';
import classes from './booking.module.css';

/** The month (`YYYY-MM-DD` → year and month) a calendar day falls in. */
const monthOfDay = (day: string): YearMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

/**
 * "Book classes" (D11): the course's classes in the entitlement's dates as a month calendar and a
 * list, with seats left. Full, cancelled or begun classes say why and cannot be picked; the
 * parent picks up to the sessions left and confirms, all or nothing. It opens on the first month
 * with a class to book, and books at once the earliest classes that fit (D28's flexible products).
 */
export function BookClassesDialog(props: { entitlement: EntitlementItem; opened: boolean; onClose: () => void; onClosed?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { entitlement } = props;
  const range = monthRangeOf(entitlement.equityDateStart, entitlement.equityDateEnd);
  const [chosenMonth, setChosenMonth] = useState<YearMonth | null>(null);
  const [day, setDay] = useState<Selection>(emptySelection);
  const [picked, setPicked] = useState<Map<number, BookableClass>>(new Map());
  const all = useQuery({ ...allEntitlementClassesQueryOptions(language, entitlement.id), enabled: props.opened });
  // The dialog opens on the first month with a class to book, not on a month gone by.
  const firstBookable = all.data?.classes.find((item) => item.bookable);
  const month = chosenMonth ?? clampMonth(firstBookable ? monthOfDay(academyDayOf(firstBookable.startAt)) : currentMonthIn(ACADEMY_TIME_ZONE), range);
  const query = useQuery({ ...entitlementClassesQueryOptions(language, entitlement.id, month), enabled: props.opened && !all.isPending });
  const booking = useBookClasses(entitlement.id);
  // On a phone the dialog takes the screen, so that the confirm button is never out of reach.
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`, false, { getInitialValueInEffect: false });
  const sessionsLeft = query.data?.sessionsLeft ?? Math.max(0, entitlement.total - entitlement.used - entitlement.booked);
  const monthClasses = query.data?.classes ?? [];
  const byDay = new Map<string, BookableClass[]>();
  for (const item of monthClasses) byDay.set(academyDayOf(item.startAt), [...(byDay.get(academyDayOf(item.startAt)) ?? []), item]);
  const shown = day.dates.length ? monthClasses.filter((item) => academyDayOf(item.startAt) === day.dates[0]) : monthClasses;
  const full = picked.size >= sessionsLeft;
  // The earliest classes that can be booked, as many as the sessions left.
  const fitting = (all.data?.classes ?? []).filter((item) => item.bookable).slice(0, sessionsLeft);

  const toggle = (item: BookableClass) => {
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(item.scheduleId)) next.delete(item.scheduleId);
      else next.set(item.scheduleId, item);
      return next;
    });
  };
  const close = () => {
    setPicked(new Map());
    setDay(emptySelection);
    setChosenMonth(null);
    booking.reset();
    props.onClose();
  };
  const book = (scheduleIds: number[]) =>
    booking.mutate(scheduleIds, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('booking.booked', { count: scheduleIds.length }) });
        close();
      },
      onError: () => {
        void query.refetch();
        void all.refetch();
      },
    });
  const confirm = () => book([...picked.keys()]);

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      onExitTransitionEnd={props.onClosed}
      size="xl"
      radius={compact ? 0 : 'lg'}
      fullScreen={compact}
      title={t('booking.title', { course: entitlement.productName })}
     
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md" data-testid="book-classes-dialog">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
            {t('booking.intro', { child: entitlement.childName, count: sessionsLeft })}
          </Text>
          {fitting.length > 1 && (
            <Button variant="light" radius="xl" onClick={() => book(fitting.map((item) => item.scheduleId))} loading={booking.isPending} data-testid="book-all-that-fit">
              {t('booking.bookAllThatFit', { count: fitting.length })}
            </Button>
          )}
        </Group>
        <div className={classes.layout}>
          <Calendar
            label={t('booking.calendarLabel')}
            month={month}
            onMonthChange={(next) => {
              setChosenMonth(next);
              setDay(emptySelection);
            }}
            range={range}
            selected={day.dates}
            onPickDay={(date) => setDay((current) => selectDate('single', current, date))}
            isDayDisabled={(date) => !byDay.has(date)}
            describeDay={(cell) => {
              const count = byDay.get(cell.date)?.length ?? 0;
              return count ? t('booking.classesOnDay', { count }) : t('booking.noClassesOnDay');
            }}
            renderDay={(cell) => {
              const items = byDay.get(cell.date);
              if (!items) return null;
              const open = items.some((item) => item.bookable);
              return <span className={classes.dot} data-open={open || undefined} aria-hidden="true" />;
            }}
            todayKey={todayKeyIn(ACADEMY_TIME_ZONE)}
          />
          <div className={classes.classList}>
            {query.isPending || all.isPending ? (
              <Group justify="center" p="lg">
                <Loader size="sm" aria-label={t('booking.loading')} />
              </Group>
            ) : query.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessageOf(query.error, t)}
              </Alert>
            ) : shown.length === 0 ? (
              <Text c="dimmed" ta="center" p="lg" data-testid="booking-no-classes">
                {t('booking.noClassesInMonth')}
              </Text>
            ) : (
              <ul className={classes.options} aria-label={t('booking.listLabel')}>
                {shown.map((item) => {
                  const time = describeClassTime(item.startAt, item.endAt, locale);
                  const checked = picked.has(item.scheduleId);
                  return (
                    <li key={item.scheduleId} data-testid="class-option" data-bookable={item.bookable || undefined}>
                      <Checkbox
                        classNames={{ root: classes.option }}
                        checked={checked}
                        disabled={!item.bookable || (!checked && full)}
                        onChange={() => toggle(item)}
                        label={
                          <span className={classes.optionText}>
                            <strong>{item.name}</strong>
                            <span>
                              {time.date} · {time.time}
                            </span>
                            {time.local && <span className={classes.local}>{t('booking.yourTime', { time: time.local })}</span>}
                            {item.teacher && <span>{t('booking.teacher', { name: item.teacher.name })}</span>}
                          </span>
                        }
                        description={
                          item.bookable ? (
                            t('booking.seatsLeft', { count: item.seatsLeft })
                          ) : (
                            <Badge variant="light" color={item.reason === 'booked' ? 'teal' : 'gray'} c={item.reason === 'booked' ? 'teal.9' : 'gray.8'} radius="sm">
                              {t(`booking.unavailable.${item.reason ?? 'full'}`)}
                            </Badge>
                          )
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </div>
        {booking.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(booking.error, t)}
          </Alert>
        )}
        <Group justify="space-between" gap="sm" className={classes.footer}>
          <Text fw={600} aria-live="polite" data-testid="booking-picked">
            {t('booking.picked', { count: picked.size, left: sessionsLeft })}
          </Text>
          <Group gap="sm">
            <Button variant="default" radius="xl" onClick={close}>
              {t('booking.cancel')}
            </Button>
            <Button radius="xl" disabled={picked.size === 0} loading={booking.isPending} onClick={confirm} data-testid="confirm-booking">
              {t('booking.confirm', { count: picked.size })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
