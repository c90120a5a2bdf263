import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFeedbackBody, FeedbackDetail } from '../../../../shared/api/feedback.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { FEEDBACK_QUERY_KEY } from './get-feedback-list.ts';

/** `ddcFeedback/create`: a thread in status processing. */
export function useCreateFeedback() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) => apiRequest<FeedbackDetail>('ddcFeedback/create', { method: 'POST', language, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY }),
  });
}
