/**
 * D21: enrolment closes when a course's first class begins, unless staff keep it open until a
 * late-enrolment date (inclusive, in the academy's calendar). A course without dated classes
 * counts its period's first day as its start.
 */
export const EnrolmentStatus = {
  /** The course has not begun. */
  Open: 'open',
  /** The course has begun, and staff still take enrolments until `lateEnrolmentUntil`. */
  Late: 'late',
  Closed: 'closed',
} as const;
export type EnrolmentStatusCode = (typeof EnrolmentStatus)[keyof typeof EnrolmentStatus];

export interface EnrolmentFacts {
  /** The start of the course's first class; null when it has no dated class. */
  firstClassAt: Date | null;
  /** `YYYY-MM-DD`: the first day of the course period. */
  equityDateStart: string;
  /** `YYYY-MM-DD`, or null: no late enrolment. */
  lateEnrolmentUntil: string | null;
}

/** `today` is `now`'s calendar date in the academy's time zone. */
export function enrolmentStatusOf(facts: EnrolmentFacts, now: Date, today: string): EnrolmentStatusCode {
  const begun = facts.firstClassAt ? facts.firstClassAt.getTime() <= now.getTime() : facts.equityDateStart <= today;
  if (!begun) return EnrolmentStatus.Open;
  if (facts.lateEnrolmentUntil !== null && today <= facts.lateEnrolmentUntil) return EnrolmentStatus.Late;
  return EnrolmentStatus.Closed;
}

export const isEnrolmentOpen = (status: EnrolmentStatusCode) => status !== EnrolmentStatus.Closed;
