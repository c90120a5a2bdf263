/**
 * Class dates are stored in UTC and shown in the academy's time zone (D17). These helpers find
 * the local calendar day of an instant and the UTC instants that bound a local month, with the
 * wall-clock arithmetic the browser shares (shared/zoned-time.ts), so that daylight-saving zones
 * work too.
 */
import { dateInZone, instantInZone } from '../../../shared/zoned-time.ts';

/** `YYYY-MM-DD` of the local day an instant falls on. */
export const localDayKey = (instant: Date, timeZone: string): string => dateInZone(instant, timeZone);

/** The instant at which a local day starts; month 13 rolls over into the next year. */
export function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const date = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  return instantInZone(date, '00:00', timeZone);
}

/** [from, until) of a local calendar month, as UTC instants. */
export function localMonthWindow(year: number, month: number, timeZone: string): { from: Date; until: Date } {
  return { from: localMidnight(year, month, 1, timeZone), until: localMidnight(year, month + 1, 1, timeZone) };
}
