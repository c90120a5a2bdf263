import type { CourseSeats, DashboardToday, DashboardTrends, TodayClass, TodayClassState } from '../../shared/api/admin-dashboard.ts';
import type { Language } from '../../shared/language.ts';
import { textOf } from '../../shared/localised-text.ts';
import type { listCourseSeats } from '../db/repositories/dashboard-repository.ts';
import { classEndOf } from '../domain/bookings/booking-rules.ts';
import type { TodayClassRecord } from '../domain/admin/dashboard-figures.ts';
import { teacherOf } from './booking-presenter.ts';

function stateOf(record: TodayClassRecord, now: Date): TodayClassState {
  const { classRecord, counts } = record;
  if (classRecord.cancelledAt) return 'cancelled';
  const marked = counts.attended + counts.absent + counts.excused;
  if (counts.booked + marked === 0) return 'noBookings';
  if (now < classRecord.classDate) return 'upcoming';
  if (counts.booked === 0) return 'marked';
  return now < classEndOf(classRecord.classDate, classRecord.durationMinutes) ? 'inProgress' : 'toMark';
}

export function presentDashboardToday(today: { day: string; classes: TodayClassRecord[] }, now: Date, language: Language): DashboardToday {
  return {
    day: today.day,
    classes: today.classes.map((record): TodayClass => {
      const { classRecord: row, counts } = record;
      const teacher = teacherOf(row, language);
      const hasCourse = row.courseNameEn !== null || row.courseNameZh !== null;
      return {
        scheduleId: row.id,
        name: textOf(row, 'name', language),
        course: hasCourse ? textOf({ courseNameEn: row.courseNameEn ?? '', courseNameZh: row.courseNameZh ?? '' }, 'courseName', language) : null,
        teacher: teacher && { id: teacher.id, name: teacher.name },
        startAt: row.classDate.toISOString(),
        endAt: classEndOf(row.classDate, row.durationMinutes).toISOString(),
        joinUrl: row.joinUrl,
        capacity: row.capacity,
        booked: counts.booked + counts.attended + counts.absent + counts.excused,
        attended: counts.attended,
        absent: counts.absent,
        excused: counts.excused,
        unmarked: counts.booked,
        state: stateOf(record, now),
      };
    }),
  };
}

export function presentDashboardTrends(
  figures: { trends: Omit<DashboardTrends, 'seatsPerCourse'>; seats: Awaited<ReturnType<typeof listCourseSeats>> },
  language: Language,
): DashboardTrends {
  return {
    ...figures.trends,
    seatsPerCourse: figures.seats.map(
      (row): CourseSeats => ({
        productId: row.productId,
        course: textOf(row, 'name', language),
        capacity: (row.stock ?? 0) + row.taken,
        filled: row.taken - row.held,
        held: row.held,
      }),
    ),
  };
}
