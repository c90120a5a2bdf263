import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherProfileBody, TeacherProfileDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { TEACHER_PROFILE_QUERY_KEY, teacherProfileQueryOptions } from './get-teacher-profile.ts';

/** `POST sso/teacherProfile`: replaces every step's answers; the status stays as staff set it. */
export function useUpdateTeacherProfile() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherProfileBody) =>
      apiRequest<TeacherProfileDto>('sso/teacherProfile', { method: 'POST', body, language }),
    onSuccess: (profile) => {
      queryClient.setQueryData(teacherProfileQueryOptions(language).queryKey, profile);
      // The copies in the other language are now out of date.
      void queryClient.invalidateQueries({ queryKey: TEACHER_PROFILE_QUERY_KEY, refetchType: 'none' });
    },
  });
}
