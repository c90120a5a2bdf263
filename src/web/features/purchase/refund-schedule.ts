import { calendarDaysBetween, REFUND_STEPS, refundPercentFor } from '../../../shared/refund-policy.ts';
import { dateTimeFormat } from '../../../shared/intl.ts';

/**
 * The refund policy (spec §9, D10) written out for one course: the last day each share of the
 * tuition is still returned, counted back from the first class day, and the row that applies on
 * the day the parent reads it. Dates are calendar days (`YYYY-MM-DD`) in the academy's time zone.
 */
export interface RefundScheduleRow {
  percent: number;
  /** The last day this share applies; null for the closing row ("from … no refund"). */
  until: string | null;
  /** The first day of the closing row, null on the others. */
  from: string | null;
  current: boolean;
}

export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function refundScheduleFor(firstClassDay: string, today: string): RefundScheduleRow[] {
  const currentPercent = refundPercentFor(calendarDaysBetween(today, firstClassDay));
  const lastStep = REFUND_STEPS[REFUND_STEPS.length - 1];
  return [
    ...REFUND_STEPS.map((step) => ({
      percent: step.percent,
      until: addCalendarDays(firstClassDay, -step.minDaysBefore),
      from: null,
      current: step.percent === currentPercent,
    })),
    { percent: 0, until: null, from: addCalendarDays(firstClassDay, -lastStep.minDaysBefore + 1), current: currentPercent === 0 },
  ];
}

/** Today's calendar day in a time zone, e.g. the academy's. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
