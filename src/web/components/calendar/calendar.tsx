import { dateTimeFormat } from '../../../shared/intl.ts';
import { FIRST_DAY_OF_WEEK } from '../../../shared/time-labels.ts';
import { ActionIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type WheelEvent } from 'react';
import { useTranslation } from '../../i18n/translator.tsx';
import { localeOf, useLanguage } from '../../i18n/use-language.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui-icons.tsx';
import { addMonths, compareMonths, monthCells, weeksOf, yearMonthOf, yearPageOf, type DayCell, type YearMonth } from './month-grid.ts';
import { shiftDay } from './selection.ts';
import classes from './calendar.module.css';

/**
 * The calendar widget of spec §2, on Mantine's primitives: a day grid of 42 cells (weeks from
 * Sunday), a month picker and a year picker of 12 years. The arrows and the mouse wheel
 * move the month (or the year, or twelve years); the title climbs a level. In the day grid the
 * arrow keys move between days (Page Up/Down by month), Enter or Space picks one. What a pick
 * means (single, multi or range) is the caller's, through `selected` and `onPickDay`
 * (see selection.ts). `renderDay` adds the caller's marks inside a day.
 */
export type CalendarLevel = 'day' | 'month' | 'year';

export interface CalendarProps {
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** Where the calendar opens; `month` also stops it there: picking a month is the answer. */
  level?: CalendarLevel;
  /** The lowest level shown: a month picker never goes down to days. */
  minLevel?: CalendarLevel;
  selected?: readonly string[];
  onPickDay?: (date: string) => void;
  /** Months outside `[min, max]` are disabled, and so are their days. */
  range?: { first: YearMonth; last: YearMonth } | null;
  isDayDisabled?: (date: string) => boolean;
  renderDay?: (cell: DayCell) => ReactNode;
  /** More for a screen reader to hear about a day ("2 classes"). */
  describeDay?: (cell: DayCell) => string;
  todayKey?: string;
  size?: 'picker' | 'grid';
  /** Names the calendar for assistive technology. */
  label: string;
}

const LEVELS: CalendarLevel[] = ['year', 'month', 'day'];
const lower = (level: CalendarLevel, min: CalendarLevel) => (LEVELS.indexOf(level) < LEVELS.indexOf(min) ? LEVELS[LEVELS.indexOf(level) + 1] : level);

export function Calendar(props: CalendarProps) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const minLevel = props.minLevel ?? 'day';
  const [level, setLevel] = useState<CalendarLevel>(props.level ?? minLevel);
  const [year, setYear] = useState(props.month.year);
  const { month, range } = props;

  useEffect(() => setYear(props.month.year), [props.month.year]);

  const outside = (value: YearMonth) => !!range && (compareMonths(value, range.first) < 0 || compareMonths(value, range.last) > 0);
  const step = (direction: -1 | 1) => {
    if (level === 'day') {
      const next = addMonths(month, direction);
      if (!outside(next)) props.onMonthChange(next);
    } else setYear((current) => current + direction * (level === 'year' ? 12 : 1));
  };
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY === 0) return;
    step(event.deltaY > 0 ? 1 : -1);
  };

  const monthName = (value: YearMonth, style: 'long' | 'short') =>
    dateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(value.year, value.month - 1, 1)));
  const monthTitle = dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const years = yearPageOf(year);
  const title = level === 'day' ? monthTitle : level === 'month' ? String(year) : `${years[0]} – ${years.at(-1)}`;
  const [previousLabel, nextLabel] =
    level === 'day'
      ? [t('calendar.previousMonth'), t('calendar.nextMonth')]
      : level === 'month'
        ? [t('calendar.previousYear'), t('calendar.nextYear')]
        : [t('calendar.previousYears'), t('calendar.nextYears')];
  const atFirst = level === 'day' && !!range && compareMonths(month, range.first) <= 0;
  const atLast = level === 'day' && !!range && compareMonths(month, range.last) >= 0;
  const up = level === 'day' ? 'month' : level === 'month' ? 'year' : null;

  return (
    <div className={classes.calendar} data-size={props.size ?? 'picker'} role="group" aria-label={props.label}>
      <div className={classes.header}>
        <ActionIcon variant="subtle" color="navy" radius="md" size={36} onClick={() => step(-1)} disabled={atFirst} aria-label={previousLabel}>
          <ChevronLeftIcon size={18} />
        </ActionIcon>
        <UnstyledButton
          className={classes.title}
          onClick={() => up && setLevel(up)}
          disabled={!up}
          aria-label={up ? t(up === 'month' ? 'calendar.chooseMonth' : 'calendar.chooseYear', { title }) : title}
          aria-live="polite"
          data-testid="calendar-title"
        >
          {title}
        </UnstyledButton>
        <ActionIcon variant="subtle" color="navy" radius="md" size={36} onClick={() => step(1)} disabled={atLast} aria-label={nextLabel}>
          <ChevronRightIcon size={18} />
        </ActionIcon>
      </div>
      <div className={classes.body} onWheel={onWheel}>
        {level === 'day' ? (
          <DayGrid {...props} locale={locale} />
        ) : level === 'month' ? (
          <div className={classes.tiles} data-testid="calendar-months">
            {Array.from({ length: 12 }, (_, index) => {
              const value = { year, month: index + 1 };
              const current = value.year === month.year && value.month === month.month;
              return (
                <UnstyledButton
                  key={index}
                  className={classes.tile}
                  data-current={current || undefined}
                  disabled={outside(value)}
                  aria-pressed={current}
                  aria-label={`${monthName(value, 'long')} ${year}`}
                  onClick={() => {
                    props.onMonthChange(value);
                    setLevel(lower('month', minLevel));
                  }}
                >
                  {monthName(value, 'short')}
                </UnstyledButton>
              );
            })}
          </div>
        ) : (
          <div className={classes.tiles} data-testid="calendar-years">
            {years.map((value) => {
              const disabled = !!range && (value < range.first.year || value > range.last.year);
              return (
                <UnstyledButton
                  key={value}
                  className={classes.tile}
                  data-current={value === month.year || undefined}
                  aria-pressed={value === year}
                  disabled={disabled}
                  onClick={() => {
                    setYear(value);
                    setLevel('month');
                  }}
                >
                  {value}
                </UnstyledButton>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

function DayGrid(props: CalendarProps & { locale: string }) {
  const { month, locale } = props;
  // Every calendar of the portal starts its weeks on Sunday, as the specification's timetable does (D33).
  const weekStart = FIRST_DAY_OF_WEEK;
  const cells = monthCells(month, weekStart);
  const selected = new Set(props.selected ?? []);
  const firstInMonth = cells.find((cell) => cell.inMonth)!.date;
  const [focused, setFocused] = useState<string>(() => (selected.size ? [...selected][0] : (props.todayKey ?? firstInMonth)));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const focusKey = cells.some((cell) => cell.date === focused && cell.inMonth) ? focused : firstInMonth;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusKey}"]`)?.focus();
  }, [focusKey]);

  const weekdayFormat = (style: 'long' | 'short') => dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
  // 1 November 2026 is a Sunday.
  const names = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2026, 10, 1 + ((index + weekStart) % 7))));
  const dayName = dateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const disabled = (cell: DayCell) => !cell.inMonth || (props.isDayDisabled?.(cell.date) ?? false);

  const onKeyDown = (event: KeyboardEvent, cell: DayCell) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: string | null = null;
    if (event.key in moves) target = shiftDay(cell.date, moves[event.key]);
    if (event.key === 'PageUp' || event.key === 'PageDown') target = shiftDay(cell.date, event.key === 'PageUp' ? -28 : 28);
    if (!target) return;
    event.preventDefault();
    const targetMonth = yearMonthOf(target)!;
    const range = props.range;
    if (range && (compareMonths(targetMonth, range.first) < 0 || compareMonths(targetMonth, range.last) > 0)) return;
    moved.current = true;
    setFocused(target);
    if (targetMonth.month !== month.month || targetMonth.year !== month.year) props.onMonthChange(targetMonth);
  };

  return (
    <table className={classes.grid} ref={grid}>
      <thead>
        <tr>
          {names.map((date) => (
            <th key={date.getTime()} scope="col" abbr={weekdayFormat('long').format(date)}>
              {weekdayFormat('short').format(date)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(cells).map((week) => (
          <tr key={week[0].date}>
            {week.map((cell) => {
              const isSelected = selected.has(cell.date);
              const description = props.describeDay?.(cell);
              return (
                <td key={cell.date} data-outside={cell.inMonth ? undefined : true}>
                  {cell.inMonth ? (
                    <UnstyledButton
                      className={classes.day}
                      data-date={cell.date}
                      data-selected={isSelected || undefined}
                      data-today={cell.date === props.todayKey || undefined}
                      tabIndex={cell.date === focusKey ? 0 : -1}
                      aria-pressed={props.onPickDay ? isSelected : undefined}
                      disabled={disabled(cell)}
                      onFocus={() => setFocused(cell.date)}
                      onKeyDown={(event) => onKeyDown(event, cell)}
                      onClick={() => props.onPickDay?.(cell.date)}
                    >
                      <span className={classes.number} aria-hidden="true">
                        {cell.day}
                      </span>
                      <VisuallyHidden>
                        {dayName.format(new Date(`${cell.date}T00:00:00Z`))}
                        {description ? `, ${description}` : ''}
                      </VisuallyHidden>
                      {props.renderDay?.(cell)}
                    </UnstyledButton>
                  ) : (
                    <span className={classes.outsideDay} aria-hidden="true">
                      {cell.day}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
