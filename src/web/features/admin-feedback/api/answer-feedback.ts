import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffFeedbackDetail } from '../../../../shared/api/feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_FEEDBACK_KEY } from './get-feedback-list.ts';

/** `admin/feedback/answer/{id}`: the answer (mailed to the parent), and the thread processed unless asked not to. */
export function useAnswerFeedback(feedbackId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; markProcessed: boolean }) =>
      apiRequest<StaffFeedbackDetail>(`admin/feedback/answer/${feedbackId}`, { method: 'POST', body, language }),
    onSuccess: (thread) => {
      queryClient.setQueryData([...ADMIN_FEEDBACK_KEY, 'detail', feedbackId, language], thread);
      return Promise.all([[...ADMIN_FEEDBACK_KEY, 'list'], ['admin', 'dashboard'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
