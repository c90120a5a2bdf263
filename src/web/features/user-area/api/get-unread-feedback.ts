import { queryOptions } from '@tanstack/react-query';
import type { FeedbackUnreadDto } from '../../../../shared/api/feedback.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/**
 * `ddcFeedback/unreadCount`: staff answers the parent has not opened, for the badge. The key is
 * the feedback pages' own, so opening a conversation refreshes the badge too.
 */
export const unreadFeedbackQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'feedback', 'unread', language],
    queryFn: ({ signal }) => apiRequest<FeedbackUnreadDto>('ddcFeedback/unreadCount', { language, signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
