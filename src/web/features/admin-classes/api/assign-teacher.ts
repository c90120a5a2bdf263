import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffClassDetail } from '../../../../shared/api/classes.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_CLASSES_KEY } from './get-classes.ts';

/** `admin/class/assignTeacher/{id}`: the class's own teacher, or null for the course's; answers the class. */
export function useAssignTeacher(scheduleId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherId: number | null) => apiRequest<StaffClassDetail>(`admin/class/assignTeacher/${scheduleId}`, { method: 'POST', body: { teacherId }, language }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...ADMIN_CLASSES_KEY, 'detail', scheduleId, language], detail);
      return queryClient.invalidateQueries({ queryKey: [...ADMIN_CLASSES_KEY, 'list'] });
    },
  });
}
