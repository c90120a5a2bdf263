import type { AppLoadContext } from 'react-router';
import type { CourseSystemDto, DictEntryDto } from '../../../shared/api/public-content.ts';
import { loadCourseSystems } from './api/get-course-systems.ts';
import { loadGrades } from './api/get-grades.ts';

/** Grades and course systems: the options of the catalogue's and the timetable's filters. */
export interface FilterOptions {
  grades: DictEntryDto[];
  courseSystems: CourseSystemDto[];
}

/** Filters without options still let visitors browse, so a failed load leaves them empty (§8). */
export async function loadFilterOptions(context: AppLoadContext, request: Request): Promise<FilterOptions> {
  const [grades, courseSystems] = await Promise.all([
    loadGrades(context, request).catch(() => []),
    loadCourseSystems(context, request).catch(() => []),
  ]);
  return { grades, courseSystems };
}
