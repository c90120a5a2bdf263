import { Button, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { Link } from 'react-router';
import type { CalendarEntryDto, CourseSystemDto, DictEntryDto } from '../../../../shared/api/public-content.ts';
import { ACADEMY_TIME_ZONE, describeClassTime, formatDayKey, startTimeOf, viewerTimeZone, wallClocksDiffer } from '../academy-time.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { ClassStatus } from '../../../components/class-status.tsx';
import classes from './schedule-dialog.module.css';

/** Which day is open, and which class of it (null: the day's list). */
export interface DialogState {
  date: string;
  entryId: number | null;
  /** Whether the detail was reached from the day's list, so that "back" can return there. */
  fromDayList: boolean;
  /** The class the visitor came back from, which takes the focus in the day's list. */
  returnedFrom?: number;
}

/** Spec §4: the calendar dialog goes from the day's list to a class's detail. */
export function ScheduleDialog(props: {
  state: DialogState | null;
  entries: CalendarEntryDto[];
  grades: DictEntryDto[];
  courseSystems: CourseSystemDto[];
  onChange: (state: DialogState | null) => void;
}) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const { state } = props;
  const entry = state?.entryId != null ? props.entries.find((item) => item.id === state.entryId) : undefined;
  const dayTitle = state ? formatDayKey(state.date, locale) : '';

  return (
    <Modal
      opened={state !== null}
      onClose={() => props.onChange(null)}
      title={entry ? entry.tp.scheduleName : t('timetable.dialog.dayTitle', { date: dayTitle })}
      centered
      size="lg"
      radius="lg"
     
      classNames={{ title: classes.title }}
    >
      {state && entry && (
        <ScheduleDetail
          entry={entry}
          grades={props.grades}
          courseSystems={props.courseSystems}
          onBack={
            state.fromDayList
              ? () => props.onChange({ ...state, entryId: null, returnedFrom: entry.id })
              : undefined
          }
        />
      )}
      {state && !entry && (
        <DayList
          entries={props.entries}
          courseSystems={props.courseSystems}
          focusEntryId={state.returnedFrom}
          onOpen={(entryId) => props.onChange({ date: state.date, entryId, fromDayList: true })}
        />
      )}
    </Modal>
  );
}

function DayList(props: {
  entries: CalendarEntryDto[];
  courseSystems: CourseSystemDto[];
  focusEntryId?: number;
  onOpen: (entryId: number) => void;
}) {
  const locale = localeOf(useLanguage());
  const list = useRef<HTMLUListElement>(null);
  // Coming back from a class's detail, the focus returns to that class (its button was gone).
  useEffect(() => {
    if (props.focusEntryId == null) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-entry-id="${props.focusEntryId}"]`)?.focus();
  }, [props.focusEntryId]);
  return (
    <ul className={classes.list} ref={list}>
      {props.entries.map((item, index) => (
        <li key={item.id}>
          <button
            type="button"
            className={classes.listItem}
            data-entry-id={item.id}
            data-autofocus={index === 0 || undefined}
            onClick={() => props.onOpen(item.id)}
          >
            <span className={classes.listTime}>{startTimeOf(item, locale)}</span>
            <span className={classes.listName}>{item.tp.scheduleName}</span>
            <span className={classes.listSystem}>
              {props.courseSystems.find((system) => system.id === item.courseSystemId)?.name}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ScheduleDetail(props: {
  entry: CalendarEntryDto;
  grades: DictEntryDto[];
  courseSystems: CourseSystemDto[];
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const { entry } = props;
  const back = useRef<HTMLButtonElement>(null);
  // The list button that opened this view is gone; the focus moves to "back" instead of the page.
  useEffect(() => back.current?.focus(), []);
  const academy = describeClassTime(entry, locale, ACADEMY_TIME_ZONE);
  const viewerZone = viewerTimeZone();
  const local = wallClocksDiffer(entry.classDate, ACADEMY_TIME_ZONE, viewerZone)
    ? describeClassTime(entry, locale, viewerZone)
    : null;
  const system = props.courseSystems.find((item) => item.id === entry.courseSystemId);
  const gradeNames = entry.grades
    .map((code) => props.grades.find((grade) => grade.code === code)?.name)
    .filter((name): name is string => Boolean(name));

  return (
    <div className={classes.detail}>
      <dl className={classes.facts}>
        {entry.course && (
          <div>
            <dt>{t('timetable.dialog.course')}</dt>
            <dd>
              <Link to={`/course-detail?id=${entry.course.id}`} className={classes.courseLink}>
                {entry.course.name}
              </Link>
            </dd>
          </div>
        )}
        {entry.course && (
          <div>
            <dt>{t('timetable.dialog.classStatus')}</dt>
            <dd>
              <ClassStatus facts={entry.course.classSize} />
            </dd>
          </div>
        )}
        {entry.teacher && (
          <div>
            <dt>{t('timetable.dialog.teacher')}</dt>
            <dd>
              <Link to={`/faculty#teacher-${entry.teacher.id}`} className={classes.courseLink}>
                {entry.teacher.name}
              </Link>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('timetable.dialog.classDate')}</dt>
          <dd>
            <time dateTime={entry.classDate}>{t('timetable.dialog.when', academy)}</time>
            <Text component="span" size="sm" c="var(--academy-muted)" display="block">
              {academy.zone}
            </Text>
          </dd>
        </div>
        {local && (
          <div>
            <dt>{t('timetable.dialog.yourTime')}</dt>
            <dd>
              {t('timetable.dialog.when', local)}
              <Text component="span" size="sm" c="var(--academy-muted)" display="block">
                {local.zone}
              </Text>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('timetable.dialog.duration')}</dt>
          <dd>{t('timetable.dialog.minutes', { count: entry.durationMinutes })}</dd>
        </div>
        {system && (
          <div>
            <dt>{t('timetable.dialog.courseSystem')}</dt>
            <dd>{system.name}</dd>
          </div>
        )}
        {gradeNames.length > 0 && (
          <div>
            <dt>{t('timetable.dialog.grades')}</dt>
            <dd>{gradeNames.join(t('timetable.dialog.listSeparator'))}</dd>
          </div>
        )}
      </dl>
      {!entry.course && (
        <Text size="sm" c="var(--academy-muted)" mt="sm">
          {t('timetable.dialog.event')}
        </Text>
      )}
      {props.onBack && (
        <Button ref={back} variant="light" radius="xl" onClick={props.onBack} className={classes.back}>
          {t('timetable.dialog.back')}
        </Button>
      )}
    </div>
  );
}
