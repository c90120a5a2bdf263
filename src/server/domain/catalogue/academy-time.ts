/**
 * Class dates are stored in UTC and shown in the academy's time zone (D17). These helpers find
 * the local calendar day of an instant and the UTC instants that bound a local month, with
 * nothing but Intl, so that daylight-saving zones work too.
 */
import { dateTimeFormat } from '../../../shared/intl.ts';

const formatterFor = (timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

function localFieldsOf(instant: Date, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** `YYYY-MM-DD` of the local day an instant falls on. */
export function localDayKey(instant: Date, timeZone: string): string {
  const { year, month, day } = localFieldsOf(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const local = localFieldsOf(instant, timeZone);
  const wallClockAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which a local day starts; month 13 rolls over into the next year. */
export function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wallClock = Date.UTC(year, month - 1, day);
  const firstGuess = wallClock - offsetAt(new Date(wallClock), timeZone);
  // A second pass settles days on which the offset changes (daylight saving).
  return new Date(wallClock - offsetAt(new Date(firstGuess), timeZone));
}

/** [from, until) of a local calendar month, as UTC instants. */
export function localMonthWindow(year: number, month: number, timeZone: string): { from: Date; until: Date } {
  return { from: localMidnight(year, month, 1, timeZone), until: localMidnight(year, month + 1, 1, timeZone) };
}
