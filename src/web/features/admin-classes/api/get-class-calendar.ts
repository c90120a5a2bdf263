import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClassCourseOption, StaffClassSummary } from '../../../../shared/api/classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_CLASSES_KEY } from './get-classes.ts';

/** `admin/class/calendar`: every class of the days shown (a week, or a month's 42 cells), as filtered. */
export const adminClassCalendarQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_CLASSES_KEY, 'calendar', language, query],
    queryFn: ({ signal }) => apiRequest<StaffClassSummary[]>(`admin/class/calendar${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });

/** `admin/class/courses`: the courses with classes, for the course filter. */
export const classCoursesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_CLASSES_KEY, 'courses', language],
    queryFn: ({ signal }) => apiRequest<ClassCourseOption[]>('admin/class/courses', { language, signal }),
  });
