import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitProgressReportBody, TeacherProgressReport } from '../../../../shared/api/progress-reports.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { TEACHER_REPORTS_QUERY_KEY } from './get-teacher-reports.ts';

/** `teacher/progressReport/submit/{id}`: writes or rewrites a report until staff release it. */
export function useSubmitTeacherReport(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitProgressReportBody) => apiRequest<TeacherProgressReport>(`teacher/progressReport/submit/${id}`, { method: 'POST', language, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEACHER_REPORTS_QUERY_KEY }),
  });
}
