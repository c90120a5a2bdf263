import { queryOptions } from '@tanstack/react-query';
import type { SavedReplyDto } from '../../../../shared/api/saved-replies.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_FEEDBACK_KEY } from './get-feedback-list.ts';

export const SAVED_REPLIES_KEY = [...ADMIN_FEEDBACK_KEY, 'savedReplies'] as const;

/** `admin/feedback/savedReplies`: every saved reply, by title, in both languages. */
export const savedRepliesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...SAVED_REPLIES_KEY, language],
    queryFn: ({ signal }) => apiRequest<SavedReplyDto[]>('admin/feedback/savedReplies', { language, signal }),
  });
