import type { RosterEntry, StaffClassDetail, StaffClassList, StaffClassSummary } from '../../shared/api/classes.ts';
import type { OrderStatusCode } from '../../shared/api/orders.ts';
import type { Language } from '../../shared/language.ts';
import type { ClassRecord, ListedTeacher } from '../db/repositories/class-repository.ts';
import { classEndOf } from '../domain/bookings/booking-rules.ts';
import type { StaffClassDetailRecord, StaffClassPage } from '../domain/attendance/staff-classes.ts';
import { presentClassNote } from './teacher-class-presenter.ts';
import { teacherOf } from './booking-presenter.ts';
import { textOf } from '../../shared/localised-text.ts';

function presentClass(row: ClassRecord, unmarked: number, listedTeachers: readonly ListedTeacher[], language: Language): StaffClassSummary {
  const hasCourse = row.courseNameEn !== null || row.courseNameZh !== null;
  const teacher = teacherOf(row, language);
  return {
    scheduleId: row.id,
    name: textOf(row, 'name', language),
    course: hasCourse ? textOf({ courseNameEn: row.courseNameEn ?? '', courseNameZh: row.courseNameZh ?? '' }, 'courseName', language) : null,
    productId: row.productId,
    teacher,
    startAt: row.classDate.toISOString(),
    endAt: classEndOf(row.classDate, row.durationMinutes).toISOString(),
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    unmarked,
    cancelled: row.cancelledAt !== null,
    teachers: teacher ? [teacher.name] : listedTeachers.map((entry) => textOf(entry, 'name', language)),
    hasRoomLink: row.joinUrl !== '',
  };
}

export function presentStaffClassList(page: StaffClassPage, language: Language): StaffClassList {
  return { total: page.total, list: page.rows.map((row) => presentClass(row, row.unmarked, page.listedTeachers.get(row.productId ?? 0) ?? [], language)) };
}

export function presentStaffClassDetail(detail: StaffClassDetailRecord, language: Language): StaffClassDetail {
  const roster: RosterEntry[] = detail.roster.map((entry) => ({
    bookingId: entry.bookingId,
    childId: entry.childId,
    childName: entry.childName,
    parentName: entry.parentName,
    status: entry.status,
    markedTime: entry.markedAt?.toISOString() ?? null,
    markedBy: entry.markedBy ?? null,
    // Sessions neither used nor booked: what the family can still book, as their entitlement shows it.
    entitlement: {
      id: entry.entitlementId,
      total: entry.sessionsTotal,
      used: entry.sessionsUsed,
      sessionsLeft: Math.max(0, entry.sessionsTotal - entry.sessionsUsed - entry.sessionsBooked),
    },
    order: { id: entry.orderId, status: entry.orderStatus as OrderStatusCode },
  }));
  const unmarked = roster.filter((entry) => entry.status === 'booked').length;
  return {
    ...presentClass(detail.classRecord, unmarked, detail.listedTeachers, language),
    roster,
    teacherId: detail.classRecord.teacherId,
    joinUrl: detail.classRecord.joinUrl,
    notes: detail.notes.map(presentClassNote),
  };
}
