import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenTeacherThreadBody, TeacherMessageBody, TeacherThreadDetail, TeacherThreadList } from '../../../../shared/api/teacher-threads.ts';
import type { Language } from '../../../../shared/language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export const TEACHER_THREADS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'teacher-threads'] as const;

/** `ddcTeacherThread/list`: the member's conversations, and whom they may start one about. */
export const teacherThreadListQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...TEACHER_THREADS_QUERY_KEY, 'list', language],
    queryFn: ({ signal }) => apiRequest<TeacherThreadList>('ddcTeacherThread/list', { language, signal }),
    staleTime: 0,
  });

/** `ddcTeacherThread/detail/{id}`: a conversation; opening it reads it. */
export const teacherThreadQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...TEACHER_THREADS_QUERY_KEY, 'detail', language, id],
    queryFn: ({ signal }) => apiRequest<TeacherThreadDetail>(`ddcTeacherThread/detail/${id}`, { language, signal }),
    staleTime: 0,
  });

/** `ddcTeacherThread/open`: the conversation about a child and a course, made on first use. */
export function useOpenTeacherThread() {
  const language = useLanguage();
  return useMutation({ mutationFn: (body: OpenTeacherThreadBody) => apiRequest<{ id: number }>('ddcTeacherThread/open', { method: 'POST', language, body }) });
}

/** `ddcTeacherThread/message/{id}`: a message; the answer is the thread as it now stands. */
export function useSendTeacherMessage(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherMessageBody) => apiRequest<TeacherThreadDetail>(`ddcTeacherThread/message/${id}`, { method: 'POST', language, body }),
    onSuccess: (thread) => {
      queryClient.setQueryData(teacherThreadQueryOptions(language, id).queryKey, thread);
      return queryClient.invalidateQueries({ queryKey: [...TEACHER_THREADS_QUERY_KEY, 'list'] });
    },
  });
}

/** `ddcTeacherThread/openFile/{id}`: a signed link to a message's file, for a few minutes. */
export const teacherMessageFileLink = (language: Language, fileId: number) => apiRequest<{ url: string }>(`ddcTeacherThread/openFile/${fileId}`, { language });
