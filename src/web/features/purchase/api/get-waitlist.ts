import { queryOptions } from '@tanstack/react-query';
import type { WaitlistEntryDto } from '../../../../shared/api/waitlist.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

/** `ddcWaitlist/list?productId=N`: the family's places on one course's waitlist (D32). */
export const waitlistQueryOptions = (productId: number, language: Language) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'waitlist', productId, language],
    queryFn: ({ signal }) => apiRequest<WaitlistEntryDto[]>(`ddcWaitlist/list?productId=${productId}`, { language, signal }),
  });
