import { queryOptions } from '@tanstack/react-query';
import type { TeacherClassDetail } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { TEACHER_CLASSES_KEY } from './get-teacher-classes.ts';

/** `teacher/class/{id}`: one of the teacher's classes with its roster and notes. */
export const teacherClassQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...TEACHER_CLASSES_KEY, 'detail', language, id],
    queryFn: ({ signal }) => apiRequest<TeacherClassDetail>(`teacher/class/${id}`, { language, signal }),
    refetchInterval: 60_000,
  });
