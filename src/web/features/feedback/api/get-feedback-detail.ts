import { queryOptions } from '@tanstack/react-query';
import type { FeedbackDetail } from '../../../../shared/api/feedback.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { FEEDBACK_QUERY_KEY } from './get-feedback-list.ts';

/** `ddcFeedback/detail/{id}`: the conversation; opening it reads its answers. */
export const feedbackDetailQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...FEEDBACK_QUERY_KEY, 'detail', language, id],
    queryFn: ({ signal }) => apiRequest<FeedbackDetail>(`ddcFeedback/detail/${id}`, { language, signal }),
    staleTime: 0,
  });
