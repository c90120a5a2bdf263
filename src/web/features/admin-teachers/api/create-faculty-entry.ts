import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_APPLICATIONS_KEY } from './get-applications.ts';

/** `admin/teacherApplication/createFaculty/{id}`: an unpublished faculty entry made from the approved application, linked to the account. */
export function useCreateFacultyEntry() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) => apiRequest<{ facultyId: number }>(`admin/teacherApplication/createFaculty/${applicationId}`, { method: 'POST', language }),
    onSuccess: () => Promise.all([ADMIN_APPLICATIONS_KEY, ['admin', 'faculty'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
