import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminTeacherApplicationList } from '../../../../shared/api/admin-teacher-applications.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_APPLICATIONS_KEY = ['admin', 'teacherApplications'] as const;

/** `admin/teacherApplication/list`: applications by status, as the address filters them. */
export const applicationsQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_APPLICATIONS_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminTeacherApplicationList>(`admin/teacherApplication/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
