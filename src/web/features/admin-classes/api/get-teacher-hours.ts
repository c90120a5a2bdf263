import { queryOptions } from '@tanstack/react-query';
import type { TeacherHours } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_CLASSES_KEY } from './get-classes.ts';

/** `admin/class/hours`: every teacher's classes taught in one month. */
export const teacherHoursQueryOptions = (language: Language, month: { year: number; month: number }) =>
  queryOptions({
    queryKey: [...ADMIN_CLASSES_KEY, 'hours', language, month],
    queryFn: ({ signal }) => apiRequest<TeacherHours[]>(`admin/class/hours?year=${month.year}&month=${month.month}`, { language, signal }),
  });
