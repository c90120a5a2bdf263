import { CALENDAR_CELLS } from '../../../shared/limits.ts';
import { dateTimeFormat } from '../../../shared/intl.ts';

/** A month of the calendar, 1-based like the API's `month`. */
export interface YearMonth {
  year: number;
  month: number;
}

export interface DayCell {
  /** `YYYY-MM-DD`, the key of the API's calendar map. */
  date: string;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  inMonth: boolean;
}

const DAYS_PER_WEEK = 7;
const pad = (value: number) => String(value).padStart(2, '0');

export const dayKey = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
export const monthKey = ({ year, month }: YearMonth) => `${year}-${pad(month)}-01`;

/** The day a week starts on (spec §2): 0 Sunday (the timetable's) or 1 Monday. */
export type WeekStart = 0 | 1;

/**
 * The 42 cells (spec §9) of a month's grid: weeks start on Sunday (or Monday), and the days of the
 * months before and after fill the first and last rows. Calendar arithmetic runs in UTC so that
 * the viewer's time zone and daylight saving cannot shift a day.
 */
export function monthCells({ year, month }: YearMonth, weekStart: WeekStart = 0): DayCell[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = (first.getUTCDay() - weekStart + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  const start = Date.UTC(year, month - 1, 1 - lead);
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => {
    const date = new Date(start + index * 86_400_000);
    return {
      date: dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
      inMonth: date.getUTCMonth() === month - 1,
    };
  });
}

export function weeksOf(cells: DayCell[]): DayCell[][] {
  const weeks: DayCell[][] = [];
  for (let index = 0; index < cells.length; index += DAYS_PER_WEEK) weeks.push(cells.slice(index, index + DAYS_PER_WEEK));
  return weeks;
}

/** `YYYY-MM-DD` (or any ISO string starting with it) → its month. */
export function yearMonthOf(date: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

const ordinal = ({ year, month }: YearMonth) => year * 12 + (month - 1);
const fromOrdinal = (value: number): YearMonth => ({ year: Math.floor(value / 12), month: (value % 12) + 1 });

export const addMonths = (value: YearMonth, count: number) => fromOrdinal(ordinal(value) + count);

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return ordinal(a) - ordinal(b);
}

/** A timetable's months run from its start date's month to its end date's month. */
export function monthRangeOf(startDate: string, endDate: string): { first: YearMonth; last: YearMonth } | null {
  const first = yearMonthOf(startDate);
  const last = yearMonthOf(endDate);
  if (!first || !last || compareMonths(first, last) > 0) return null;
  return { first, last };
}

export function isMonthInRange(value: YearMonth, range: { first: YearMonth; last: YearMonth }): boolean {
  return compareMonths(value, range.first) >= 0 && compareMonths(value, range.last) <= 0;
}

/** The month a timetable opens on: the current one, brought into the timetable's range. */
export function clampMonth(value: YearMonth, range: { first: YearMonth; last: YearMonth } | null): YearMonth {
  if (!range) return value;
  if (compareMonths(value, range.first) < 0) return range.first;
  if (compareMonths(value, range.last) > 0) return range.last;
  return value;
}

/** Today's month in a time zone (the academy's, D17). */
export function currentMonthIn(timeZone: string, now = new Date()): YearMonth {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** The twelve years of the year picker's page (spec §9) holding `year`: 2016-2027, 2028-2039… */
export function yearPageOf(year: number): number[] {
  const first = year - (((year % 12) + 12) % 12);
  return Array.from({ length: 12 }, (_, index) => first + index);
}

/** Today as a `YYYY-MM-DD` key in a time zone. */
export function todayKeyIn(timeZone: string, now = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
