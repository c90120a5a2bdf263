import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffFeedbackList } from '../../../../shared/api/feedback.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_FEEDBACK_KEY = ['admin', 'feedback'] as const;

/** `admin/feedback/list`: one page of every family's threads, the most recently active first. */
export const adminFeedbackListQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_FEEDBACK_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<StaffFeedbackList>(`admin/feedback/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
