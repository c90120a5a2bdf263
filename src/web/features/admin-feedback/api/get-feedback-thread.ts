import { queryOptions } from '@tanstack/react-query';
import type { StaffFeedbackDetail } from '../../../../shared/api/feedback.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_FEEDBACK_KEY } from './get-feedback-list.ts';

/** `admin/feedback/detail/{id}`: a thread with every message and attachment. */
export const adminFeedbackThreadQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_FEEDBACK_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<StaffFeedbackDetail>(`admin/feedback/detail/${id}`, { language, signal }),
  });
