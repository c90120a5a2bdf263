import type { BookableClass, BookingDto, EntitlementClasses, PlanEntry, PlanMonth, TeacherRef } from '../../shared/api/bookings.ts';
import type { Language } from '../../shared/language.ts';
import type { BookingRecord } from '../db/repositories/booking-repository.ts';
import type { ClassNoteRecord } from '../db/repositories/teacher-class-repository.ts';
import { presentClassNote } from './teacher-class-presenter.ts';
import { classEndOf, cancelDeadlineOf, joinLinkVisible, mayCancel } from '../domain/bookings/booking-rules.ts';
import type { EntitlementClassesView } from '../domain/bookings/entitlement-classes.ts';
import { localDayKey } from '../domain/catalogue/academy-time.ts';
import { textOf } from '../../shared/localised-text.ts';

interface TeacherColumns {
  teacherId: number | null;
  teacherNameEn: string | null;
  teacherNameZh: string | null;
  teacherPhoto: string | null;
}

/** A class's teacher (a faculty entry), named in the reader's language. */
export function teacherOf(row: TeacherColumns, language: Language): TeacherRef | null {
  if (row.teacherId === null) return null;
  return {
    id: row.teacherId,
    name: textOf({ nameEn: row.teacherNameEn ?? '', nameZh: row.teacherNameZh ?? '' }, 'name', language),
    photo: row.teacherPhoto ?? '',
  };
}

export function presentEntitlementClasses(view: EntitlementClassesView, language: Language): EntitlementClasses {
  const { entitlement } = view;
  return {
    entitlementId: entitlement.id,
    productName: textOf(entitlement, 'productName', language),
    childName: entitlement.childName,
    equityDateStart: entitlement.equityDateStart,
    equityDateEnd: entitlement.equityDateEnd,
    sessionsLeft: view.sessionsLeft,
    classes: view.classes.map(
      (row): BookableClass => ({
        scheduleId: row.id,
        name: textOf(row, 'name', language),
        startAt: row.classDate.toISOString(),
        endAt: classEndOf(row.classDate, row.durationMinutes).toISOString(),
        teacher: teacherOf(row, language),
        capacity: row.capacity,
        seatsLeft: Math.max(0, row.capacity - row.seatsTaken),
        bookable: row.reason === null,
        ...(row.reason ? { reason: row.reason } : {}),
      }),
    ),
  };
}

export function presentBooking(booking: BookingRecord, language: Language, rules: { now: Date; cancelHours: number }): BookingDto {
  return {
    id: booking.id,
    entitlementId: booking.entitlementId,
    scheduleId: booking.scheduleId,
    status: booking.status,
    course: textOf(booking, 'productName', language),
    className: textOf(booking, 'scheduleName', language),
    childName: booking.childName,
    teacher: teacherOf(booking, language),
    startAt: booking.classDate.toISOString(),
    endAt: classEndOf(booking.classDate, booking.durationMinutes).toISOString(),
    cancelDeadline: booking.status === 'booked' ? cancelDeadlineOf(booking.classDate, rules.cancelHours).toISOString() : null,
    cancellable: mayCancel(booking.status, booking.classDate, rules.cancelHours, rules.now),
  };
}

/** The plan's month by academy-zone day (D17); the join link only when it is time to join. */
export function presentPlanMonth(rows: BookingRecord[], language: Language, context: { now: Date; timeZone: string; notes?: ClassNoteRecord[] }): PlanMonth {
  const month: PlanMonth = {};
  const notesOf = (scheduleId: number) => (context.notes ?? []).filter((note) => note.scheduleId === scheduleId).map(presentClassNote);
  for (const row of rows) {
    const entry: PlanEntry = {
      bookingId: row.id,
      scheduleId: row.scheduleId,
      status: row.status,
      course: textOf(row, 'productName', language),
      className: textOf(row, 'scheduleName', language),
      teacher: teacherOf(row, language),
      productId: row.productId,
      childId: row.childId,
      childName: row.childName,
      startAt: row.classDate.toISOString(),
      endAt: classEndOf(row.classDate, row.durationMinutes).toISOString(),
      notes: notesOf(row.scheduleId),
    };
    if (row.status === 'booked' && row.joinUrl && joinLinkVisible(row.classDate, row.durationMinutes, context.now)) entry.joinUrl = row.joinUrl;
    (month[localDayKey(row.classDate, context.timeZone)] ??= []).push(entry);
  }
  return month;
}
