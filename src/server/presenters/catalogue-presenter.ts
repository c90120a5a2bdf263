import { presentClassSize } from './class-size-presenter.ts';
import type { CalendarMonthDto, CourseSystemDto, DictEntryDto } from '../../shared/api/public-content.ts';
import type { Language } from '../../shared/language.ts';
import type { CourseSystemRow } from '../db/repositories/course-system-repository.ts';
import type { DictionaryEntryRow } from '../db/repositories/dictionary-repository.ts';
import type { TimetableClassRow } from '../db/repositories/schedule-repository.ts';
import { textOf } from '../../shared/localised-text.ts';

export function presentDictionaryEntry(entry: DictionaryEntryRow, language: Language): DictEntryDto {
  return { name: textOf(entry, 'label', language), code: entry.code };
}

export function presentCourseSystem(system: CourseSystemRow, language: Language): CourseSystemDto {
  return {
    id: system.id,
    csCn: textOf(system, 'name', 'cn'),
    csEn: textOf(system, 'name', 'en'),
    name: textOf(system, 'name', language),
  };
}

/** Keeps the domain's day order (ascending) and each day's time order. */
export function presentCalendarMonth(days: Map<string, TimetableClassRow[]>, language: Language): CalendarMonthDto {
  const month: CalendarMonthDto = {};
  for (const [day, sessions] of days) {
    month[day] = sessions.map((session) => ({
      id: session.id,
      classDate: session.classDate.toISOString(),
      durationMinutes: session.durationMinutes,
      courseSystemId: session.courseSystemId,
      grades: [...session.grades],
      tp: {
        scheduleNameCn: textOf(session, 'name', 'cn'),
        scheduleNameEn: textOf(session, 'name', 'en'),
        scheduleName: textOf(session, 'name', language),
      },
      course: session.course && { id: session.course.id, name: textOf(session.course, 'name', language), classSize: presentClassSize(session.course) },
      teacher: session.teacher && { id: session.teacher.id, name: textOf(session.teacher, 'name', language) },
    }));
  }
  return month;
}
