/**
 * `admin/dashboard/summary`: counts of work waiting for staff, by kind. Only the kinds of the
 * areas the caller may open are present; later areas add their own kinds.
 */
export const WAITING_WORK_KINDS = [
  'transfersToReview',
  'refundsToPay',
  'applicationsToReview',
  'requirementsToMove',
  'assessmentsToMove',
  'feedbackToAnswer',
  'mailsFailed',
  'coursesToDecide',
] as const;
export type WaitingWorkKind = (typeof WAITING_WORK_KINDS)[number];

export interface DashboardSummary {
  waiting: Partial<Record<WaitingWorkKind, number>>;
}

/**
 * Where a class of today stands: `cancelled`; `upcoming` (not begun); `inProgress`; `toMark`
 * (begun, with bookings still unmarked); `marked` (every booking marked); `noBookings`.
 */
export const TODAY_CLASS_STATES = ['cancelled', 'upcoming', 'inProgress', 'toMark', 'marked', 'noBookings'] as const;
export type TodayClassState = (typeof TODAY_CLASS_STATES)[number];

export interface TodayClass {
  scheduleId: number;
  name: string;
  course: string | null;
  /** The class's faculty entry (D30). */
  teacher: { id: number; name: string } | null;
  startAt: string;
  endAt: string;
  joinUrl: string;
  capacity: number;
  booked: number;
  attended: number;
  absent: number;
  excused: number;
  unmarked: number;
  state: TodayClassState;
}

/** `admin/dashboard/today`: today's classes in the academy's time zone, earliest first. */
export interface DashboardToday {
  day: string;
  classes: TodayClass[];
}

export interface MonthMoney {
  /** `YYYY-MM`, in the academy's time zone. */
  month: string;
  revenue: number;
  refunds: number;
}

export interface CourseSeats {
  productId: number;
  course: string;
  capacity: number;
  /** Seats of paid orders. */
  filled: number;
  /** Seats held by orders still unpaid. */
  held: number;
}

/**
 * `admin/dashboard/trends`: enrolments (paid orders) per week (weeks from Sunday) for the last
 * 12 weeks; revenue (payments) and refunds (sent or completed) per month for the last 12 months,
 * one series per currency; and the seats of every course with seats that has not ended ("this
 * term"). All days are the academy's.
 */
export interface DashboardTrends {
  enrolmentsPerWeek: { weekStart: string; enrolments: number }[];
  moneyPerMonth: { currency: string; months: MonthMoney[] }[];
  seatsPerCourse: CourseSeats[];
}

export const TREND_WEEKS = 12;
export const TREND_MONTHS = 12;
