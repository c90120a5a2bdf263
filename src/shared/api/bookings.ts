import { z } from 'zod';
import type { ClassNoteDto } from './teacher-classes.ts';
import type { BookingStatus } from './orders.ts';

/**
 * Booking classes with an entitlement, the study plan and its calendar feed (D11, D17, D23):
 * request schemas and wire shapes shared by the API and the web.
 */

/** D23: a booking can be cancelled up to this many hours before its class, unless `BOOKING_CANCEL_HOURS` says otherwise. */
export const DEFAULT_BOOKING_CANCEL_HOURS = 24;
/** A class's join link shows this many minutes before it starts. */
export const JOIN_LINK_LEAD_MINUTES = 15;
/** The most classes one booking request may take. */
export const MAX_CLASSES_PER_BOOKING = 50;

const bodyId = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const year = z.coerce.number().int().min(2000).max(2100);
const month = z.coerce.number().int().min(1).max(12);

export const BookingFieldMessage = {
  pickClasses: 'pickClasses',
  classesRepeated: 'classesRepeated',
} as const;

/** `ddcEntitlement/classes/{id}`: one month of the entitlement's classes, or all of them without a month. */
export const entitlementClassesQuery = z
  .object({ year: year.optional(), month: month.optional() })
  .refine((query) => (query.year === undefined) === (query.month === undefined), { path: ['month'], message: 'year and month go together' });

export const createBookingBody = z.object({
  entitlementId: bodyId,
  scheduleIds: z
    .array(bodyId)
    .min(1, BookingFieldMessage.pickClasses)
    .max(MAX_CLASSES_PER_BOOKING, BookingFieldMessage.pickClasses)
    .refine((ids) => new Set(ids).size === ids.length, BookingFieldMessage.classesRepeated),
});
export type CreateBookingBody = z.infer<typeof createBookingBody>;

export const planMonthQuery = z.object({ year, month, childId: queryId.optional() });
export type PlanMonthQuery = z.input<typeof planMonthQuery>;

/** The feed's address: `calendar/<43 base64url characters>.ics`. */
export const calendarFeedParam = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });

// ---- answers -----------------------------------------------------------------------------------

export interface TeacherRef {
  id: number;
  name: string;
  photo: string;
}

/** Why a class cannot be picked. */
export const CLASS_UNAVAILABLE_REASONS = ['full', 'cancelled', 'started', 'booked'] as const;
export type ClassUnavailableReason = (typeof CLASS_UNAVAILABLE_REASONS)[number];

/** One class of an entitlement's course, as the booking calendar shows it. */
export interface BookableClass {
  scheduleId: number;
  name: string;
  startAt: string;
  endAt: string;
  teacher: TeacherRef | null;
  capacity: number;
  seatsLeft: number;
  bookable: boolean;
  reason?: ClassUnavailableReason;
}

export interface EntitlementClasses {
  entitlementId: number;
  productName: string;
  childName: string;
  equityDateStart: string;
  equityDateEnd: string;
  /** Sessions neither booked nor used: the most classes that can be picked now. */
  sessionsLeft: number;
  classes: BookableClass[];
}

export interface BookingDto {
  id: number;
  entitlementId: number;
  scheduleId: number;
  status: BookingStatus;
  course: string;
  className: string;
  childName: string;
  teacher: TeacherRef | null;
  startAt: string;
  endAt: string;
  /** Until when the parent may cancel; null once it is no longer booked. */
  cancelDeadline: string | null;
  cancellable: boolean;
}

export interface PlanEntry {
  bookingId: number;
  scheduleId: number;
  status: BookingStatus;
  course: string;
  className: string;
  teacher: TeacherRef | null;
  /** The course the class belongs to, which a conversation with its teacher is about. */
  productId: number;
  childId: number | null;
  childName: string;
  startAt: string;
  endAt: string;
  /** Only from 15 minutes before the class until its end. */
  joinUrl?: string;
  /** The teacher's notes and homework on the class (issue 29), oldest first. */
  notes: ClassNoteDto[];
}

/** `ddcPlan/month`: academy-zone days (`YYYY-MM-DD`) to the classes on them, earliest first. */
export type PlanMonth = Record<string, PlanEntry[]>;

export interface CalendarFeedDto {
  /** The private address to subscribe to (webcal clients accept the https one too). */
  url: string;
}
