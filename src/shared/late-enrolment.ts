/**
 * D27: a family that enrols after a course's first class pays for the classes still ahead,
 * tuition × ahead ÷ all classes, rounded to the cent, and gets exactly those sessions.
 */

/** What a late enrolment costs now, shown before paying ("9 of 12 classes remain: US$817.50"). */
export interface LateEnrolmentQuote {
  classesAhead: number;
  classesTotal: number;
  /** Minor units of the product's currency. */
  tuition: number;
}

/** Tuition for `ahead` of `total` classes, in minor units rounded to the nearest one. */
export const proratedTuition = (tuition: number, ahead: number, total: number) => Math.round((tuition * ahead) / total);

/** The quote of a course with `ahead` of its `total` classes still to come; null when none has begun. */
export function lateEnrolmentQuoteOf(tuition: number, ahead: number, total: number): LateEnrolmentQuote | null {
  if (total <= 0 || ahead >= total) return null;
  return { classesAhead: ahead, classesTotal: total, tuition: proratedTuition(tuition, ahead, total) };
}
