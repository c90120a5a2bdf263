import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAssessmentDetail, StaffAssessmentStep } from '../../../../shared/api/assessments.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_ASSESSMENTS_KEY } from './get-assessments.ts';

/**
 * `admin/assessment/{step}/{id}`: one step of the pipeline. The answer is the assessment as it
 * now stands, which replaces the detail; lists, counts and the history are read again.
 */
export function useAssessmentStep(assessmentId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: StaffAssessmentStep; body?: unknown }) =>
      apiRequest<AdminAssessmentDetail>(`admin/assessment/${step}/${assessmentId}`, { method: 'POST', body: body ?? {}, language }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...ADMIN_ASSESSMENTS_KEY, 'detail', assessmentId, language], detail);
      return Promise.all([[...ADMIN_ASSESSMENTS_KEY, 'list'], ['admin', 'dashboard'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
