/**
 * Calendar arithmetic for the demo seed. Dates are plain 'YYYY-MM-DD' strings (the columns are
 * SQL dates); class times are planned in the academy's wall-clock time and stored in UTC (D17).
 */
import { addDays, dateInZone, instantInZone } from '../../../shared/zoned-time.ts';

export { addDays };

export const ACADEMY_TIME_ZONE = 'Asia/Shanghai';

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/** The month the academy is in at `now`, so the demo is current wherever the server runs. */
export function academyMonthAt(now: Date, timeZone = ACADEMY_TIME_ZONE): YearMonth {
  const [year, month] = localDateAt(now, timeZone).split('-').map(Number);
  return { year, month };
}

export const localDateAt = (instant: Date, timeZone = ACADEMY_TIME_ZONE): string => dateInZone(instant, timeZone);

export function shiftMonth({ year, month }: YearMonth, offset: number): YearMonth {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function yearMonthOf(date: string): YearMonth {
  const [year, month] = date.split('-').map(Number);
  return { year, month };
}

const monthIndex = ({ year, month }: YearMonth) => year * 12 + month;
export const earlierMonth = (a: YearMonth, b: YearMonth) => (monthIndex(a) <= monthIndex(b) ? a : b);
export const laterMonth = (a: YearMonth, b: YearMonth) => (monthIndex(a) >= monthIndex(b) ? a : b);

export function firstDayOf({ year, month }: YearMonth): string {
  return isoDate(year, month, 1);
}

export function lastDayOf({ year, month }: YearMonth): string {
  return isoDate(year, month + 1, 0);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first date on or after `date` that falls on `weekday`. */
export function nextWeekday(date: string, weekday: number): string {
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

export function daysOfMonth(yearMonth: YearMonth): string[] {
  const last = Number(lastDayOf(yearMonth).slice(8));
  return Array.from({ length: last }, (_, index) => isoDate(yearMonth.year, yearMonth.month, index + 1));
}

/** Months touched by the range, in order. */
export function monthsBetween(startDate: string, endDate: string): YearMonth[] {
  const [startYear, startMonth] = startDate.split('-').map(Number);
  const [endYear, endMonth] = endDate.split('-').map(Number);
  const count = (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
  return Array.from({ length: count }, (_, index) => shiftMonth({ year: startYear, month: startMonth }, index));
}

/** The UTC instant of a wall-clock time ('HH:MM') on a local date in `timeZone`. */
export const zonedTimeToUtc = (date: string, time: string, timeZone = ACADEMY_TIME_ZONE): Date => instantInZone(date, time, timeZone);
