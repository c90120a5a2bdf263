import { Button, MultiSelect, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { CourseSystemDto, DictEntryDto, TimetableDto } from '../../../../shared/api/public-content.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { ACADEMY_TIME_ZONE } from '../academy-time.ts';
import { calendarMonthQueryOptions } from '../api/get-calendar-month.ts';
import { clampMonth, currentMonthIn, monthRangeOf, todayKeyIn, type YearMonth } from '../../../components/calendar/month-grid.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CalendarGrid } from './calendar-grid.tsx';
import { MonthSwitcher } from './month-switcher.tsx';
import { ScheduleDialog, type DialogState } from './schedule-dialog.tsx';
import classes from './timetable-month.module.css';

const COMPACT_MEDIA_QUERY = `(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`;

/** One timetable: its month, the filters, the grid and the dialogs. */
export function TimetableMonth(props: {
  timetable: TimetableDto;
  grades: DictEntryDto[];
  courseSystems: CourseSystemDto[];
  gradeCodes: string[];
  courseSystemIds: number[];
  onGradesChange: (codes: string[]) => void;
  onCourseSystemsChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // This chunk renders in the browser only, so the first render can already know the width.
  const compact = useMediaQuery(COMPACT_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  const range = monthRangeOf(props.timetable.startDate, props.timetable.endDate);
  const [month, setMonth] = useState<YearMonth>(() => clampMonth(currentMonthIn(ACADEMY_TIME_ZONE), range));
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const query = useQuery(
    calendarMonthQueryOptions(
      {
        timetableId: props.timetable.id,
        year: month.year,
        month: month.month,
        grades: props.gradeCodes,
        courseSystemIds: props.courseSystemIds,
      },
      language,
    ),
  );
  const days = query.data ?? {};
  const monthHasClasses = Object.keys(days).some((key) => key.startsWith(`${month.year}-${String(month.month).padStart(2, '0')}`) && days[key].length > 0);

  return (
    <div className={classes.month}>
      <div className={classes.controls}>
        {range && <MonthSwitcher value={month} range={range} onChange={setMonth} />}
        <MultiSelect
          label={t('timetable.filters.grades')}
          placeholder={props.gradeCodes.length ? undefined : t('timetable.filters.allGrades')}
          data={props.grades.map((grade) => ({ value: grade.code, label: grade.name }))}
          value={props.gradeCodes}
          onChange={props.onGradesChange}
          clearable
          searchable
          nothingFoundMessage={t('timetable.filters.nothingFound')}
          clearButtonProps={{ 'aria-label': t('timetable.filters.clearGrades') }}
          size="md"
        />
        <MultiSelect
          label={t('timetable.filters.courseSystems')}
          placeholder={props.courseSystemIds.length ? undefined : t('timetable.filters.allCourseSystems')}
          data={props.courseSystems.map((system) => ({ value: String(system.id), label: system.name }))}
          value={props.courseSystemIds.map(String)}
          onChange={(ids) => props.onCourseSystemsChange(ids.map(Number))}
          clearable
          searchable
          nothingFoundMessage={t('timetable.filters.nothingFound')}
          clearButtonProps={{ 'aria-label': t('timetable.filters.clearCourseSystems') }}
          size="md"
        />
      </div>

      {query.isError && !query.isPlaceholderData ? (
        <div className={classes.error} role="alert">
          <Text fw={700}>{t('timetable.error.title')}</Text>
          <Text c="var(--academy-muted)">{t('timetable.error.body')}</Text>
          <Button variant="light" radius="xl" mt="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <CalendarGrid
            month={month}
            days={days}
            compact={compact}
            busy={query.isFetching}
            todayKey={todayKeyIn(ACADEMY_TIME_ZONE)}
            onOpenDay={(date) => setDialog({ date, entryId: null, fromDayList: false })}
            onOpenEntry={(date, entryId) => setDialog({ date, entryId, fromDayList: false })}
          />
          <p className={classes.status} role="status">
            {query.isSuccess && !query.isFetching && !monthHasClasses ? t('timetable.emptyMonth') : null}
          </p>
        </>
      )}

      <ScheduleDialog
        state={dialog}
        entries={dialog ? (days[dialog.date] ?? []) : []}
        grades={props.grades}
        courseSystems={props.courseSystems}
        onChange={setDialog}
      />
    </div>
  );
}
