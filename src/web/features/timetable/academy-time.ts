import type { CalendarEntryDto } from '../../../shared/api/public-content.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../../shared/limits.ts';
import { dateTimeFormat } from '../../../shared/intl.ts';
import { parseLanguage } from '../../../shared/language.ts';
import { zoneLabel } from '../../../shared/time-labels.ts';

/** D17: classes are shown in the academy's time zone. */
export const ACADEMY_TIME_ZONE = ACADEMY_TIME_ZONE_DEFAULT;

const MINUTE_MS = 60_000;

const endOf = (entry: CalendarEntryDto) => new Date(new Date(entry.classDate).getTime() + entry.durationMinutes * MINUTE_MS);

/** "09:00" in a time zone, 24-hour in both languages. */
export function startTimeOf(entry: CalendarEntryDto, locale: string, timeZone = ACADEMY_TIME_ZONE): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(entry.classDate),
  );
}

/** When a class takes place, as a date, a time span and the zone's name. */
export function describeClassTime(entry: CalendarEntryDto, locale: string, timeZone: string) {
  const start = new Date(entry.classDate);
  const date = dateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(start);
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatRange(
    start,
    endOf(entry),
  );
  const zone = zoneLabel(timeZone, parseLanguage(locale));
  return { date, time, zone };
}

/** The viewer's own time zone, as the browser reports it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether the wall clock at an instant reads differently in two zones. */
export function wallClocksDiffer(instant: string, zoneA: string, zoneB: string): boolean {
  const read = (timeZone: string) =>
    dateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(instant));
  return read(zoneA) !== read(zoneB);
}

/** A calendar day key (`YYYY-MM-DD`) as a long date, e.g. "Saturday, November 7, 2026". */
export function formatDayKey(key: string, locale: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return dateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

export function formatMonth(year: number, month: number, locale: string): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** Weekday names from Sunday, in the visitor's language. */
export function weekdayNames(locale: string, width: 'long' | 'short' | 'narrow'): string[] {
  const format = dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 1 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2026, 10, 1 + index))));
}
