import { Alert, Button, Paper, SegmentedControl, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TeacherClassItem } from '../../../../shared/api/teacher-classes.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { addDays } from '../../../../shared/zoned-time.ts';
import { CalendarIcon } from '../../../components/account-icons.tsx';
import { Calendar } from '../../../components/calendar/calendar.tsx';
import { currentMonthIn, monthKey, todayKeyIn, type YearMonth } from '../../../components/calendar/month-grid.ts';
import { emptySelection, selectDate, type Selection } from '../../../components/calendar/selection.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ACADEMY_TIME_ZONE } from '../../../lib/class-time.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { teacherClassesQueryOptions } from '../api/get-teacher-classes.ts';
import { teacherClockQueryOptions } from '../api/get-teacher-clock.ts';
import { academyDayOf, academyWindow, longDayFormat } from '../class-times.ts';
import { ClassCard } from './class-card.tsx';
import { HoursPanel } from './hours-panel.tsx';
import classes from './teacher-classes.module.css';

type View = 'agenda' | 'month';
const PAST_DAYS = 31;
const AHEAD_DAYS = 62;
const SHOWN_IN_CELL = 2;

/**
 * /user/classes: the classes a teacher teaches (D30), today's, those ahead and those past as an
 * agenda, or a month grid whose weeks start on Sunday (D33); times on the academy's clock and the
 * teacher's own, and each class's classroom link once it is live.
 */
export function MyClassesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [view, setView] = useState<View>('agenda');
  const clock = useQuery(teacherClockQueryOptions(language));
  const ownZone = clock.data?.timeZone ?? null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.title}>
          {t('teacherClasses.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('teacherClasses.subtitle')}
        </Text>
      </div>
      <SegmentedControl
        value={view}
        onChange={(value) => setView(value as View)}
        data={[
          { value: 'agenda', label: t('teacherClasses.views.agenda') },
          { value: 'month', label: t('teacherClasses.views.month') },
        ]}
        aria-label={t('teacherClasses.views.label')}
        radius="xl"
        style={{ alignSelf: 'flex-start' }}
        data-testid="teacher-classes-view"
      />
      {view === 'agenda' ? <Agenda ownZone={ownZone} /> : <MonthView ownZone={ownZone} />}
      <HoursPanel />
    </Stack>
  );
}

function Loading() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={96} radius="lg" />
      <Skeleton height={96} radius="lg" />
    </Stack>
  );
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="start">
        <Text>{errorMessageOf(error, t)}</Text>
        <Button variant="light" radius="xl" size="xs" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.empty}>
      <Stack align="center" gap={6} ta="center">
        <ThemeIcon size={40} radius="xl" variant="light" color="navy">
          <CalendarIcon size={20} />
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

function Agenda({ ownZone }: { ownZone: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = todayKeyIn(ACADEMY_TIME_ZONE);
  const window = useMemo(() => academyWindow(addDays(today, -PAST_DAYS), PAST_DAYS + AHEAD_DAYS), [today]);
  const list = useQuery(teacherClassesQueryOptions(language, window));
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError error={list.error} retry={() => void list.refetch()} />;
  const items = list.data;
  const todays = items.filter((item) => academyDayOf(item.startAt) === today);
  const ahead = items.filter((item) => academyDayOf(item.startAt) > today);
  const past = items.filter((item) => academyDayOf(item.startAt) < today).reverse();
  const groups: [string, TeacherClassItem[], string][] = [
    ['today', todays, t('teacherClasses.emptyToday')],
    ['upcoming', ahead, t('teacherClasses.emptyUpcoming')],
    ['past', past, t('teacherClasses.emptyPast')],
  ];
  return (
    <Stack gap="xl" data-testid="teacher-agenda">
      {items.length === 0 && <Alert variant="light">{t('teacherClasses.notLinked')}</Alert>}
      {groups.map(([key, group, empty]) => (
        <section key={key} aria-labelledby={`teacher-${key}`}>
          <Title order={2} size="h4" id={`teacher-${key}`} mb="sm">
            {t(`teacherClasses.${key as 'today' | 'upcoming' | 'past'}`)}
          </Title>
          {group.length === 0 ? (
            <Empty text={empty} />
          ) : (
            <ol className={classes.list} data-testid={`teacher-${key}`}>
              {group.map((item) => (
                <li key={item.classId}>
                  {key !== 'today' && (
                    <Text fw={700} size="sm" c="dimmed" mb={6}>
                      {longDayFormat(language).format(new Date(`${academyDayOf(item.startAt)}T00:00:00Z`))}
                    </Text>
                  )}
                  <ClassCard item={item} ownZone={ownZone} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </Stack>
  );
}

function MonthView({ ownZone }: { ownZone: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`, false, { getInitialValueInEffect: false });
  const [month, setMonth] = useState<YearMonth>(() => currentMonthIn(ACADEMY_TIME_ZONE));
  const [day, setDay] = useState<Selection>(emptySelection);
  const window = useMemo(() => academyWindow(monthKey(month), new Date(Date.UTC(month.year, month.month, 0)).getUTCDate()), [month]);
  const list = useQuery(teacherClassesQueryOptions(language, window));
  const byDay = useMemo(() => {
    const map: Record<string, TeacherClassItem[]> = {};
    for (const item of list.data ?? []) (map[academyDayOf(item.startAt)] ??= []).push(item);
    return map;
  }, [list.data]);
  const keys = Object.keys(byDay).sort();
  const shown = day.dates.length ? keys.filter((key) => key === day.dates[0]) : keys;
  const longDay = longDayFormat(language);
  return (
    <div className={classes.layout}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} aria-busy={list.isFetching} data-testid="teacher-month">
        <Calendar
          label={t('teacherClasses.calendarLabel')}
          size={compact ? 'picker' : 'grid'}
          month={month}
          onMonthChange={(next) => {
            setMonth(next);
            setDay(emptySelection);
          }}
          selected={day.dates}
          onPickDay={(date) => setDay((current) => selectDate('single', current, date))}
          todayKey={todayKeyIn(ACADEMY_TIME_ZONE)}
          describeDay={(cell) => {
            const count = byDay[cell.date]?.length ?? 0;
            return count ? t('teacherClasses.classesOnDay', { count }) : t('teacherClasses.noClassOnDay');
          }}
          renderDay={(cell) => <DayMarks items={byDay[cell.date]} compact={compact} />}
        />
      </Paper>
      <section aria-labelledby="teacher-month-agenda">
        <Title order={2} size="h4" id="teacher-month-agenda" mb="sm">
          {day.dates.length ? longDay.format(new Date(`${day.dates[0]}T00:00:00Z`)) : t('teacherClasses.monthAgenda')}
        </Title>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadError error={list.error} retry={() => void list.refetch()} />
        ) : shown.length === 0 ? (
          <Empty text={t('teacherClasses.emptyMonth')} />
        ) : (
          <ol className={classes.list}>
            {shown.map((key) => (
              <li key={key}>
                <Text fw={700} size="sm" c="dimmed" mb={6}>
                  {longDay.format(new Date(`${key}T00:00:00Z`))}
                </Text>
                <Stack gap="sm">
                  {byDay[key].map((item) => (
                    <ClassCard key={item.classId} item={item} ownZone={ownZone} />
                  ))}
                </Stack>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Inside a day of the grid: the first courses' names, then "+N"; a dot on a phone. */
function DayMarks({ items, compact }: { items: TeacherClassItem[] | undefined; compact: boolean }) {
  if (!items?.length) return null;
  if (compact) return <span className={classes.dot} aria-hidden="true" />;
  return (
    <span className={classes.marks} aria-hidden="true">
      {items.slice(0, SHOWN_IN_CELL).map((item) => (
        <span key={item.classId} className={classes.mark}>
          {item.productName}
        </span>
      ))}
      {items.length > SHOWN_IN_CELL && <span className={classes.more}>+{items.length - SHOWN_IN_CELL}</span>}
    </span>
  );
}
