import { ActionIcon, Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { StaffClassSummary } from '../../../../shared/api/classes.ts';
import { dateTimeFormat } from '../../../../shared/intl.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { addDays } from '../../../../shared/zoned-time.ts';
import { AdminLoadError } from '../../../components/admin/query-states.tsx';
import { Calendar } from '../../../components/calendar/calendar.tsx';
import { currentMonthIn, monthCells, todayKeyIn, yearMonthOf, type YearMonth } from '../../../components/calendar/month-grid.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui-icons.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { academyDayOf, ACADEMY_TIME_ZONE } from '../../../lib/class-time.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { adminClassCalendarQueryOptions } from '../api/get-class-calendar.ts';
import classes from './class-calendar.module.css';

/**
 * The staff's calendar of every class (issue 29): a week of seven days, or a month's grid whose
 * weeks start on Sunday (D33), on the academy's clock. Each class opens its page; classes with no
 * classroom link are marked, so that they can be found before the day.
 */

type Filters = Record<string, string>;

const sundayOf = (day: string) => addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function useClassesByDay(filters: Filters, from: string, days: number) {
  const language = useLanguage();
  const query = useQuery(adminClassCalendarQueryOptions(language, { ...filters, from, days: String(days) }));
  const byDay = useMemo(() => {
    const map: Record<string, StaffClassSummary[]> = {};
    for (const item of query.data ?? []) (map[academyDayOf(item.startAt)] ??= []).push(item);
    return map;
  }, [query.data]);
  return { query, byDay };
}

/** One class in a day: its time, course and class, who teaches it, and whether it lacks a link. */
function ClassEntry({ item }: { item: StaffClassSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const time = dateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ACADEMY_TIME_ZONE }).formatRange(
    new Date(item.startAt),
    new Date(item.endAt),
  );
  const missing = !item.hasRoomLink && !item.cancelled;
  const className = [classes.entry, missing ? classes.missing : '', item.cancelled ? classes.cancelled : ''].filter(Boolean).join(' ');
  return (
    <Link to={`/admin/classes/${item.scheduleId}`} state={{ from: `${location.pathname}${location.search}` }} className={className} data-testid="calendar-class">
      <Text size="xs" fw={700}>
        {time}
      </Text>
      <Text size="sm" fw={600} lineClamp={2}>
        {item.course ?? item.name}
      </Text>
      <Text size="xs">
        {item.teachers.length > 0 ? item.teachers.join(language === 'cn' ? '、' : ', ') : t('adminClasses.noTeacher')}
        {` · ${t('adminClasses.seats', { taken: item.seatsTaken, capacity: item.capacity })}`}
      </Text>
      {item.cancelled && (
        <Text size="xs" fw={700}>
          {t('adminClasses.cancelled')}
        </Text>
      )}
      {missing && (
        <Text size="xs" fw={700} c={strongTextOf('orange')}>
          {t('adminClasses.noRoomLink')}
        </Text>
      )}
    </Link>
  );
}

function DayList({ items }: { items: StaffClassSummary[] }) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.scheduleId}>
          <ClassEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function Loading() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={72} radius="md" />
      <Skeleton height={72} radius="md" />
    </Stack>
  );
}

/** Seven days from the Sunday of `?week`, or of today. */
export function ClassWeek({ filters, week, onWeekChange }: { filters: Filters; week: string; onWeekChange: (week: string | null) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const today = todayKeyIn(ACADEMY_TIME_ZONE);
  const thisWeek = sundayOf(today);
  const start = isDay(week) ? sundayOf(week) : thisWeek;
  const { query, byDay } = useClassesByDay(filters, start, 7);
  const days = Array.from({ length: 7 }, (_, index) => addDays(start, index));
  const dayName = dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const range = dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${start}T00:00:00Z`),
    new Date(`${days[6]}T00:00:00Z`),
  );
  const move = (weeks: number) => {
    const next = addDays(start, weeks * 7);
    onWeekChange(next === thisWeek ? null : next);
  };
  return (
    <Stack gap="sm" data-testid="class-week">
      <Group gap="xs" wrap="wrap">
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('adminClasses.calendar.previousWeek')} onClick={() => move(-1)}>
          <ChevronLeftIcon size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('adminClasses.calendar.nextWeek')} onClick={() => move(1)}>
          <ChevronRightIcon size={18} />
        </ActionIcon>
        <Title order={2} fz="lg" aria-live="polite">
          {range}
        </Title>
        {start !== thisWeek && (
          <Button variant="subtle" size="xs" onClick={() => onWeekChange(null)}>
            {t('adminClasses.calendar.thisWeek')}
          </Button>
        )}
      </Group>
      {query.isError ? (
        <AdminLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Loading />
      ) : (
        <>
          {query.data.length === 0 && <Alert variant="light">{t('adminClasses.calendar.emptyWeek')}</Alert>}
          <div className={classes.week} aria-busy={query.isFetching}>
            {days.map((day) => (
              <section key={day} className={`${classes.day} ${day === today ? classes.today : ''}`} aria-labelledby={`week-day-${day}`}>
                <Text id={`week-day-${day}`} size="sm" fw={700} mb={6} component="h3">
                  {dayName.format(new Date(`${day}T00:00:00Z`))}
                </Text>
                {byDay[day]?.length ? (
                  <DayList items={byDay[day]} />
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('adminClasses.calendar.noClasses')}
                  </Text>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </Stack>
  );
}

/** A month's grid from `?month`, with the classes of the day picked (`?day`), or of the whole month, below it. */
export function ClassMonth({
  filters,
  month: monthParam,
  day,
  onChange,
}: {
  filters: Filters;
  month: string;
  day: string;
  onChange: (changes: { month?: string | null; day?: string | null }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`, false, { getInitialValueInEffect: false });
  const current = currentMonthIn(ACADEMY_TIME_ZONE);
  const month: YearMonth = yearMonthOf(monthParam) ?? current;
  const cells = monthCells(month);
  const { query, byDay } = useClassesByDay(filters, cells[0].date, cells.length);
  const picked = isDay(day) && cells.some((cell) => cell.date === day && cell.inMonth) ? day : null;
  const inMonth = cells.filter((cell) => cell.inMonth && byDay[cell.date]?.length).map((cell) => cell.date);
  const shown = picked ? [picked] : inMonth;
  const longDay = dateTimeFormat(localeOf(language), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const monthKeyOf = (value: YearMonth) => `${value.year}-${String(value.month).padStart(2, '0')}`;
  return (
    <Stack gap="md" data-testid="class-month">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} aria-busy={query.isFetching} maw={compact ? undefined : 880}>
        <Calendar
          label={t('adminClasses.calendar.label')}
          size={compact ? 'picker' : 'grid'}
          month={month}
          onMonthChange={(next) => onChange({ month: next.year === current.year && next.month === current.month ? null : monthKeyOf(next), day: null })}
          selected={picked ? [picked] : []}
          onPickDay={(date) => onChange({ month: monthKeyOf(yearMonthOf(date)!), day: date === picked ? null : date })}
          todayKey={todayKeyIn(ACADEMY_TIME_ZONE)}
          describeDay={(cell) => {
            const count = byDay[cell.date]?.length ?? 0;
            return count ? t('adminClasses.calendar.classesOnDay', { count }) : t('adminClasses.calendar.noClasses');
          }}
          renderDay={(cell) => <DayMarks items={byDay[cell.date]} compact={compact} />}
        />
      </Paper>
      <section aria-labelledby="class-month-agenda">
        <Title order={2} fz="lg" id="class-month-agenda" mb="sm">
          {picked ? longDay.format(new Date(`${picked}T00:00:00Z`)) : t('adminClasses.calendar.monthAgenda')}
        </Title>
        {query.isError ? (
          <AdminLoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Loading />
        ) : shown.every((key) => !byDay[key]?.length) ? (
          <Text c="dimmed">{picked ? t('adminClasses.calendar.noClasses') : t('adminClasses.calendar.emptyMonth')}</Text>
        ) : (
          <Stack gap="md">
            {shown.map((key) => (
              <div key={key}>
                {!picked && (
                  <Text fw={700} size="sm" c="dimmed" mb={6}>
                    {longDay.format(new Date(`${key}T00:00:00Z`))}
                  </Text>
                )}
                <DayList items={byDay[key] ?? []} />
              </div>
            ))}
            {picked && (
              <Anchor component="button" type="button" size="sm" onClick={() => onChange({ day: null })} style={{ alignSelf: 'flex-start' }}>
                {t('adminClasses.calendar.monthAgenda')}
              </Anchor>
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/** Inside a day of the grid: how many classes, and an orange mark when one has no classroom link. */
function DayMarks({ items, compact }: { items: StaffClassSummary[] | undefined; compact: boolean }) {
  if (!items?.length) return null;
  const missing = items.some((item) => !item.hasRoomLink && !item.cancelled);
  if (compact) return <span className={`${classes.dot} ${missing ? classes.dotMissing : ''}`} aria-hidden="true" />;
  return (
    <span className={classes.marks} aria-hidden="true">
      <span className={classes.count}>{items.length}</span>
      {missing && <span className={`${classes.dot} ${classes.dotMissing}`} />}
    </span>
  );
}
