import { queryOptions } from '@tanstack/react-query';
import type { TeacherProgressReport } from '../../../../shared/api/progress-reports.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export const TEACHER_REPORTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'teacher-progress-reports'] as const;

/** `teacher/progressReport/list`: the reports a teacher is asked to write, and those not yet released. */
export const teacherReportsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...TEACHER_REPORTS_QUERY_KEY, language],
    queryFn: ({ signal }) => apiRequest<{ list: TeacherProgressReport[] }>('teacher/progressReport/list', { language, signal }),
    staleTime: 0,
  });
