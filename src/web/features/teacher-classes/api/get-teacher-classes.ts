import { queryOptions } from '@tanstack/react-query';
import type { TeacherClassItem } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const TEACHER_CLASSES_KEY = ['teacher', 'classes'] as const;

/** `teacher/classes`: the classes the teacher teaches that begin in [from, to). */
export const teacherClassesQueryOptions = (language: Language, window: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...TEACHER_CLASSES_KEY, language, window],
    queryFn: ({ signal }) => apiRequest<TeacherClassItem[]>(`teacher/classes?${new URLSearchParams(window)}`, { language, signal }),
    placeholderData: (previous) => previous,
    // The classroom link goes live 15 minutes before a class: read again each minute.
    refetchInterval: 60_000,
  });
