import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackDetail, FeedbackReplyBody } from '../../../../shared/api/feedback.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { feedbackDetailQueryOptions } from './get-feedback-detail.ts';
import { FEEDBACK_QUERY_KEY } from './get-feedback-list.ts';

/** `ddcFeedback/reply/{id}`: a follow-up while the thread is processing. */
export function useReplyFeedback(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackReplyBody) => apiRequest<FeedbackDetail>(`ddcFeedback/reply/${id}`, { method: 'POST', language, body }),
    onSuccess: (thread) => {
      queryClient.setQueryData(feedbackDetailQueryOptions(language, id).queryKey, thread);
      return queryClient.invalidateQueries({ queryKey: [...FEEDBACK_QUERY_KEY, 'list'] });
    },
  });
}
