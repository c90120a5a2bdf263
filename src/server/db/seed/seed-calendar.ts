/**
 * Calendar arithmetic for the demo seed. Dates are plain 'YYYY-MM-DD' strings (the columns are
 * SQL dates); class times are planned in the academy's wall-clock time and stored in UTC (D17).
 */
import { dateTimeFormat } from '../../../shared/intl.ts';

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

export function localDateAt(instant: Date, timeZone = ACADEMY_TIME_ZONE): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

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

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return isoDate(year, month, day + days);
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
export function zonedTimeToUtc(date: string, time: string, timeZone = ACADEMY_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Correct by the zone's offset at that moment; a second pass settles DST-edge cases.
  let instant = asIfUtc - offsetMinutesAt(new Date(asIfUtc), timeZone) * 60_000;
  instant = asIfUtc - offsetMinutesAt(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

function offsetMinutesAt(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((wallClock - instant.getTime()) / 60_000);
}
