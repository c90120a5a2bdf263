import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTeacherApplicationDetail } from '../../../../shared/api/admin-teacher-applications.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_APPLICATIONS_KEY } from './get-applications.ts';

/**
 * `admin/teacherApplication/approve/{id}` and `reject/{id}` (with the reason): the applicant is
 * mailed the decision in their language.
 */
export function useDecideApplication() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      apiRequest<AdminTeacherApplicationDetail>(`admin/teacherApplication/${reason === undefined ? 'approve' : 'reject'}/${id}`, {
        method: 'POST',
        body: reason === undefined ? undefined : { reason },
        language,
      }),
    onSuccess: () =>
      Promise.all([ADMIN_APPLICATIONS_KEY, ['admin', 'audit'], ['admin', 'dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
