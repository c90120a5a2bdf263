import { queryOptions } from '@tanstack/react-query';
import type { FeedbackList, FeedbackStatus } from '../../../../shared/api/feedback.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export const FEEDBACK_QUERY_KEY = [...MEMBER_QUERY_KEY, 'feedback'] as const;

/** `ddcFeedback/list`: one status's threads with their unread answers, and each status's count. */
export const feedbackListQueryOptions = (language: Language, filter: { status: FeedbackStatus; pageNum: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...FEEDBACK_QUERY_KEY, 'list', language, filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ status: filter.status, pageNum: String(filter.pageNum), pageSize: String(filter.pageSize) });
      return apiRequest<FeedbackList>(`ddcFeedback/list?${query}`, { language, signal });
    },
    staleTime: 0,
  });
