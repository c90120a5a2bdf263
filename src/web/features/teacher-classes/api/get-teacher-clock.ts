import { queryOptions } from '@tanstack/react-query';
import type { TeacherClock } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const TEACHER_CLOCK_KEY = ['teacher', 'clock'] as const;

/** `teacher/clock`: the teacher's own time zone and the academy's. */
export const teacherClockQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [...TEACHER_CLOCK_KEY, language], queryFn: ({ signal }) => apiRequest<TeacherClock>('teacher/clock', { language, signal }) });
