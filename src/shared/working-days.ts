/**
 * Working days of the academy's calendar (D25): Monday to Friday in its time zone. A deadline
 * `n` working days after an instant falls on the n-th weekday after its local date, at the same
 * wall-clock time, so a Friday-evening transfer is due on Wednesday evening.
 */
import { addDays, dateInZone, instantInZone, timeInZone } from './zoned-time.ts';

/** Whether a calendar date (`YYYY-MM-DD`) is a Monday to Friday. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The instant `workingDays` working days after `instant`, in `timeZone`'s calendar, to the minute. */
export function addWorkingDays(instant: Date, workingDays: number, timeZone: string): Date {
  let date = dateInZone(instant, timeZone);
  for (let left = workingDays; left > 0; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return instantInZone(date, timeInZone(instant, timeZone), timeZone);
}
