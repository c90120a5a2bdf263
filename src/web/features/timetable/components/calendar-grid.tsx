import { Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { CalendarEntryDto, CalendarMonthDto } from '../../../../shared/api/public-content.ts';
import { SCHEDULES_SHOWN_PER_DAY } from '../../../../shared/limits.ts';
import { formatDayKey, formatMonth, startTimeOf, weekdayNames } from '../academy-time.ts';
import { monthCells, weeksOf, type DayCell, type YearMonth } from '../../../components/calendar/month-grid.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import classes from './calendar-grid.module.css';

const NO_ENTRIES: CalendarEntryDto[] = [];

/**
 * The month grid of §2: six Sunday-first weeks, the neighbouring months' days dimmed. A full
 * day lists three classes and a "N more" link; the compact day shows a "+N" count.
 */
export function CalendarGrid(props: {
  month: YearMonth;
  days: CalendarMonthDto;
  compact: boolean;
  busy: boolean;
  todayKey: string;
  onOpenDay: (date: string) => void;
  onOpenEntry: (date: string, entryId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const weeks = weeksOf(monthCells(props.month));
  const longNames = weekdayNames(locale, 'long');
  const shortNames = weekdayNames(locale, props.compact ? 'narrow' : 'short');
  const caption = formatMonth(props.month.year, props.month.month, locale);

  return (
    <div className={classes.frame} data-compact={props.compact || undefined} aria-busy={props.busy}>
      <table className={classes.grid}>
        <caption className={classes.caption}>{t('timetable.gridCaption', { month: caption })}</caption>
        <thead>
          <tr>
            {shortNames.map((name, index) => (
              <th key={longNames[index]} scope="col" abbr={longNames[index]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].date}>
              {week.map((cell) => (
                <td
                  key={cell.date}
                  data-outside={cell.inMonth ? undefined : true}
                  data-today={cell.date === props.todayKey || undefined}
                >
                  <Day
                    cell={cell}
                    entries={cell.inMonth ? (props.days[cell.date] ?? NO_ENTRIES) : NO_ENTRIES}
                    compact={props.compact}
                    locale={locale}
                    onOpenDay={props.onOpenDay}
                    onOpenEntry={props.onOpenEntry}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.busy && (
        <div className={classes.busy}>
          <Loader size="sm" aria-label={t('timetable.loading')} />
        </div>
      )}
    </div>
  );
}

function Day(props: {
  cell: DayCell;
  entries: CalendarEntryDto[];
  compact: boolean;
  locale: string;
  onOpenDay: (date: string) => void;
  onOpenEntry: (date: string, entryId: number) => void;
}) {
  const { t } = useTranslation();
  const { cell, entries } = props;
  const dateLabel = formatDayKey(cell.date, props.locale);
  const dayNumber = (
    <span className={classes.dayNumber}>
      <time dateTime={cell.date}>{cell.day}</time>
    </span>
  );

  if (props.compact) {
    return (
      <div className={classes.day}>
        {dayNumber}
        {entries.length > 0 && (
          <button type="button" className={classes.count} onClick={() => props.onOpenDay(cell.date)}>
            {/* Read as "3 classes on Sunday, 1 November"; the "+" is only for the eye. */}
            <span aria-hidden="true">+</span>
            {entries.length}
            <VisuallyHidden> {t('timetable.classesOn', { count: entries.length, date: dateLabel })}</VisuallyHidden>
          </button>
        )}
      </div>
    );
  }

  const shown = entries.slice(0, SCHEDULES_SHOWN_PER_DAY);
  const hidden = entries.length - shown.length;
  return (
    <div className={classes.day}>
      {dayNumber}
      {shown.length > 0 && (
        <ul className={classes.entries}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className={classes.entry}
                onClick={() => props.onOpenEntry(cell.date, entry.id)}
                title={entry.tp.scheduleName}
              >
                <span className={classes.time}>{startTimeOf(entry, props.locale)}</span>
                <span className={classes.name}>{entry.tp.scheduleName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <button
          type="button"
          className={classes.more}
          onClick={() => props.onOpenDay(cell.date)}
          aria-label={t('timetable.moreAgendasOn', { count: hidden, date: dateLabel })}
        >
          {t('timetable.moreAgendas', { count: hidden })}
        </button>
      )}
    </div>
  );
}
