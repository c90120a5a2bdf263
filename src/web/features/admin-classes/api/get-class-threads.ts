import { queryOptions } from '@tanstack/react-query';
import type { StaffTeacherThreadList } from '../../../../shared/api/teacher-threads.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_CLASSES_KEY } from './get-classes.ts';

/** The parent–teacher conversations about the children booked in a class, on its course (`admin/teacherThread/list?scheduleId`). */
export const classThreadsQueryOptions = (language: Language, scheduleId: number) =>
  queryOptions({
    queryKey: [...ADMIN_CLASSES_KEY, 'threads', scheduleId, language],
    queryFn: ({ signal }) => apiRequest<StaffTeacherThreadList>(`admin/teacherThread/list?scheduleId=${scheduleId}&pageSize=100`, { language, signal }),
  });
