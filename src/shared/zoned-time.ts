/**
 * Wall-clock times in a named time zone (D17), with the platform's own zone data (Intl), so that
 * a parent picks "Tuesday 09:00" where they live and the server stores the one UTC instant it is.
 */
import { dateTimeFormat } from './intl.ts';

function partsIn(instant: number, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = partsIn(instant, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` (`YYYY-MM-DD`) and `time`
 * (`HH:mm`). Twice, so that a date on which summer time begins or ends lands right.
 */
export function instantInZone(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The calendar date (`YYYY-MM-DD`) that `instant` falls on in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = partsIn(instant.getTime(), timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The wall-clock time (`HH:mm`) that `instant` shows in `timeZone`: the inverse of instantInZone with dateInZone. */
export function timeInZone(instant: Date, timeZone: string): string {
  const { hour, minute } = partsIn(instant.getTime(), timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** `date` moved by whole days, as a calendar date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
