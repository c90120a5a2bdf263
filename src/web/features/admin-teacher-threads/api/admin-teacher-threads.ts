import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffTeacherThreadList, TeacherMessageBody, TeacherThreadDetail } from '../../../../shared/api/teacher-threads.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const ADMIN_TEACHER_THREADS_KEY = ['admin', 'teacher-threads'] as const;

/** `admin/teacherThread/list`: one page of every parent–teacher conversation, the latest first. */
export const adminTeacherThreadListQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_TEACHER_THREADS_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<StaffTeacherThreadList>(`admin/teacherThread/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });

export const adminTeacherThreadQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_TEACHER_THREADS_KEY, 'detail', language, id],
    queryFn: ({ signal }) => apiRequest<TeacherThreadDetail>(`admin/teacherThread/detail/${id}`, { language, signal }),
  });

/** Staff's write, close and reopen: each answers the thread as it now stands. */
function useThreadAction<Body>(id: number, path: (id: number) => string) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<TeacherThreadDetail>(path(id), { method: 'POST', body, language }),
    onSuccess: (thread) => {
      queryClient.setQueryData(adminTeacherThreadQueryOptions(language, id).queryKey, thread);
      return Promise.all([[...ADMIN_TEACHER_THREADS_KEY, 'list'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useStaffTeacherMessage = (id: number) => useThreadAction<TeacherMessageBody>(id, (thread) => `admin/teacherThread/message/${thread}`);
export const useCloseTeacherThread = (id: number, closed: boolean) =>
  useThreadAction<undefined>(id, (thread) => `admin/teacherThread/${closed ? 'close' : 'reopen'}/${thread}`);

/** Staff open a message's file by the same signed link as the family and the teacher. */
export const staffTeacherMessageFileLink = (language: Language, fileId: number) => apiRequest<{ url: string }>(`ddcTeacherThread/openFile/${fileId}`, { language });
