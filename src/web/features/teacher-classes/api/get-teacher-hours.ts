import { queryOptions } from '@tanstack/react-query';
import type { TaughtMonth } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { TEACHER_CLASSES_KEY } from './get-teacher-classes.ts';

/** `teacher/hours`: the classes the teacher taught in each month of a year. */
export const teacherHoursQueryOptions = (language: Language, year: number) =>
  queryOptions({
    queryKey: [...TEACHER_CLASSES_KEY, 'hours', language, year],
    queryFn: ({ signal }) => apiRequest<TaughtMonth[]>(`teacher/hours?year=${year}`, { language, signal }),
  });
