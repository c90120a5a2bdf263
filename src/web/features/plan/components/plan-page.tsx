import { Alert, Button, Paper, SegmentedControl, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { PlanEntry } from '../../../../shared/api/bookings.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { dateTimeFormat } from '../../../../shared/intl.ts';
import { CalendarIcon } from '../../../components/account-icons.tsx';
import { Calendar } from '../../../components/calendar/calendar.tsx';
import { todayKeyIn, type YearMonth } from '../../../components/calendar/month-grid.ts';
import { emptySelection, selectDate, type Selection } from '../../../components/calendar/selection.ts';
import { ACADEMY_TIME_ZONE } from '../../../lib/class-time.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { planChildrenQueryOptions } from '../api/get-children.ts';
import { planMonthQueryOptions } from '../api/get-plan-month.ts';
import { firstPlanMonth } from '../plan-page-reads.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { PlanEntryCard } from './plan-entry-card.tsx';
import classes from './plan.module.css';

const ALL = 'all';
const SHOWN_IN_CELL = 2;

/**
 * /user/plan: every booked class of the family's children in a month grid and an agenda list,
 * with a child switcher; times in the academy's zone with the viewer's beside them (D17), the
 * join link 15 minutes before a class, and the private calendar feed.
 */
export function PlanPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`, false, { getInitialValueInEffect: false });
  const [month, setMonth] = useState<YearMonth>(firstPlanMonth);
  const [child, setChild] = useState(ALL);
  const [day, setDay] = useState<Selection>(emptySelection);
  const children = useQuery(planChildrenQueryOptions(language));
  const plan = useQuery(planMonthQueryOptions(language, { ...month, childId: child === ALL ? null : Number(child) }));
  const days = plan.data ?? {};
  const dayKeys = Object.keys(days).sort();
  const shownKeys = day.dates.length ? dayKeys.filter((key) => key === day.dates[0]) : dayKeys;
  const longDay = dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.title}>
          {t('plan.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('plan.subtitle')}
        </Text>
      </div>

      {children.data && children.data.length > 1 && (
        <SegmentedControl
          value={child}
          onChange={(value) => {
            setChild(value);
            setDay(emptySelection);
          }}
          data={[{ value: ALL, label: t('plan.allChildren') }, ...children.data.map((item) => ({ value: String(item.id), label: item.name }))]}
          aria-label={t('plan.childSwitcher')}
          radius="xl"
          className={classes.switcher}
          data-testid="plan-child-switcher"
        />
      )}

      <div className={classes.layout}>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} aria-busy={plan.isFetching}>
          <Calendar
            label={t('plan.calendarLabel')}
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
              const count = days[cell.date]?.length ?? 0;
              return count ? t('plan.classesOnDay', { count }) : t('plan.noClassOnDay');
            }}
            renderDay={(cell) => <DayMarks entries={days[cell.date]} compact={compact} />}
          />
        </Paper>

        <section className={classes.agenda} aria-labelledby="plan-agenda-title">
          <Title order={2} size="h4" id="plan-agenda-title">
            {day.dates.length ? longDay.format(new Date(`${day.dates[0]}T00:00:00Z`)) : t('plan.agendaTitle')}
          </Title>
          {plan.isPending ? (
            <Stack gap="sm" aria-busy="true">
              <Skeleton height={96} radius="lg" />
              <Skeleton height={96} radius="lg" />
            </Stack>
          ) : plan.isError ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="start">
                <Text>{errorMessageOf(plan.error, t)}</Text>
                <Button variant="light" radius="xl" size="xs" onClick={() => void plan.refetch()}>
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : shownKeys.length === 0 ? (
            <Paper withBorder radius="lg" p="lg" className={classes.empty} data-testid="plan-empty">
              <Stack align="center" gap="sm" ta="center">
                <ThemeIcon size={48} radius="xl" variant="light" color="navy">
                  <CalendarIcon size={24} />
                </ThemeIcon>
                <Text fw={700}>{day.dates.length ? t('plan.emptyDay') : t('plan.emptyMonth')}</Text>
                <Text size="sm" c="dimmed">
                  {t('plan.emptyBody')}
                </Text>
                <Button component={Link} to="/user/entitle" variant="light" radius="xl">
                  {t('plan.toEntitlements')}
                </Button>
              </Stack>
            </Paper>
          ) : (
            <ol className={classes.days} data-testid="plan-agenda">
              {shownKeys.map((key) => (
                <li key={key}>
                  <Text fw={700} size="sm" c="dimmed" mb={6}>
                    {longDay.format(new Date(`${key}T00:00:00Z`))}
                  </Text>
                  <Stack gap="sm">
                    {days[key].map((entry) => (
                      <PlanEntryCard key={entry.bookingId} entry={entry} />
                    ))}
                  </Stack>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <CalendarFeedPanel />
    </Stack>
  );
}

/** Inside a day of the grid: the first courses' names, then "+N"; a dot on a phone. */
function DayMarks({ entries, compact }: { entries: PlanEntry[] | undefined; compact: boolean }) {
  if (!entries?.length) return null;
  if (compact) return <span className={classes.dot} aria-hidden="true" />;
  return (
    <span className={classes.marks} aria-hidden="true">
      {entries.slice(0, SHOWN_IN_CELL).map((entry) => (
        <span key={entry.bookingId} className={classes.mark} data-status={entry.status}>
          {entry.course}
        </span>
      ))}
      {entries.length > SHOWN_IN_CELL && <span className={classes.more}>+{entries.length - SHOWN_IN_CELL}</span>}
    </span>
  );
}
