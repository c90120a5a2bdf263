import { queryOptions } from '@tanstack/react-query';
import type { AdminTeacherApplicationDetail } from '../../../../shared/api/admin-teacher-applications.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_APPLICATIONS_KEY } from './get-applications.ts';

/** `admin/teacherApplication/detail/{id}`: the whole application with its documents. */
export const applicationQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_APPLICATIONS_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminTeacherApplicationDetail>(`admin/teacherApplication/detail/${id}`, { language, signal }),
  });
