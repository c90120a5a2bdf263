/**
 * The refund policy of spec §9 (D10): the share of the tuition returned depends on how many
 * calendar days before the first class day the refund is requested. The application fee is
 * never refunded.
 */
export const REFUND_STEPS = [
  { minDaysBefore: 30, percent: 100 },
  { minDaysBefore: 16, percent: 90 },
  { minDaysBefore: 1, percent: 50 },
] as const;

/** Processing takes up to this many business days (spec §9). */
export const REFUND_PROCESSING_BUSINESS_DAYS = 5;

export interface RefundQuote {
  /** Whole calendar days from the request day to the first class day; 0 on the day, negative after. */
  daysBefore: number;
  percent: number;
  /** Integer minor units: the tuition share, never the application fee. */
  amount: number;
}

/** Days between two calendar dates written `YYYY-MM-DD`. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function refundPercentFor(daysBefore: number): number {
  return REFUND_STEPS.find((step) => daysBefore >= step.minDaysBefore)?.percent ?? 0;
}

/**
 * The refund due for a tuition paid in minor units, asked on `requestDay` for a course whose first
 * class is on `firstClassDay` (both calendar dates in the academy's time zone). Rounds down, so
 * that the academy never returns more than the policy says.
 */
export function quoteRefund(tuitionAmount: number, requestDay: string, firstClassDay: string): RefundQuote {
  const daysBefore = calendarDaysBetween(requestDay, firstClassDay);
  const percent = refundPercentFor(daysBefore);
  return { daysBefore, percent, amount: Math.floor((tuitionAmount * percent) / 100) };
}
