import { queryOptions } from '@tanstack/react-query';
import type { CourseToDecideDto } from '../../../../shared/api/course-decisions.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const COURSE_DECISIONS_KEY = ['admin', 'courseDecisions'] as const;

/** `admin/courseDecision/list`: courses below their minimum near their first class (D31). */
export const coursesToDecideQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...COURSE_DECISIONS_KEY, language],
    queryFn: ({ signal }) => apiRequest<CourseToDecideDto[]>('admin/courseDecision/list', { language, signal }),
  });
