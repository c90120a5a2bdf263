import type { CourseSystemDto, DictEntryDto, TimetableDto } from '../../../shared/api/public-content.ts';

/** What a content page hands its timetable: the page's timetables and the filters' options. */
export interface TimetableProps {
  timetables: TimetableDto[];
  grades: DictEntryDto[];
  courseSystems: CourseSystemDto[];
}
