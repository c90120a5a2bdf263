import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistBody, WaitlistEntryDto } from '../../../../shared/api/waitlist.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `ddcWaitlist/join`: one child joins a full course's line. */
export function useJoinWaitlist() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) => apiRequest<WaitlistEntryDto>('ddcWaitlist/join', { method: 'POST', body, language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'waitlist'] }),
  });
}
