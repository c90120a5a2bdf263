import { queryOptions } from '@tanstack/react-query';
import type { TeacherProfileDto } from '../../../../shared/api/accounts.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export const TEACHER_PROFILE_QUERY_KEY = [...MEMBER_QUERY_KEY, 'teacher-profile'] as const;

/** `GET sso/teacherProfile`: the foreign teacher's application, its status and documents. */
export const teacherProfileQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...TEACHER_PROFILE_QUERY_KEY, language],
    queryFn: ({ signal }) => apiRequest<TeacherProfileDto>('sso/teacherProfile', { language, signal }),
    // A member without an application gets 404: asking again will not change that.
    retry: false,
  });
