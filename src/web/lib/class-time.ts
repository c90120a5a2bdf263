import { ACADEMY_TIME_ZONE_DEFAULT } from '../../shared/limits.ts';
import { dateTimeFormat } from '../../shared/intl.ts';
import { zoneLabel } from '../../shared/time-labels.ts';
import { parseLanguage } from '../../shared/language.ts';

/** D17: class times are shown in the academy's time zone, with the viewer's own beside them when it differs. */
export const ACADEMY_TIME_ZONE = ACADEMY_TIME_ZONE_DEFAULT;

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const wallClock = (instant: Date, timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

export interface ClassTime {
  /** "Saturday, 5 September 2026" in the academy's zone. */
  date: string;
  /** "09:00–10:30". */
  time: string;
  /** The academy clock's one name in the language ("Beijing time", "北京时间"). */
  zone: string;
  /** The same span on the viewer's clock, with their date when it differs; null when both read alike. */
  local: string | null;
}

/** When a class meets, for people: the academy's date and times, and the viewer's when they differ. */
export function describeClassTime(startAt: string, endAt: string, locale: string, viewerZone = viewerTimeZone()): ClassTime {
  const start = new Date(startAt);
  const end = new Date(endAt);
  const span = (timeZone: string) => dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatRange(start, end);
  const date = dateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: ACADEMY_TIME_ZONE }).format(start);
  const zone = zoneLabel(ACADEMY_TIME_ZONE, parseLanguage(locale));
  let local: string | null = null;
  if (wallClock(start, ACADEMY_TIME_ZONE) !== wallClock(start, viewerZone)) {
    const localDay = dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: viewerZone }).format(start);
    local = `${localDay} ${span(viewerZone)}`;
  }
  return { date, time: span(ACADEMY_TIME_ZONE), zone, local };
}

/** The academy-zone day (`YYYY-MM-DD`) an instant falls on: the key of calendar maps. */
export const academyDayOf = (instant: string) =>
  dateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
