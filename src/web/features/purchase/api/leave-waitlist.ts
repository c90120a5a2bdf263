import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { useLanguage } from '../../../i18n/use-language.ts';

/** `ddcWaitlist/leave/{id}`: the family gives up its place, or a seat offered to it. */
export function useLeaveWaitlist() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => apiRequest<null>(`ddcWaitlist/leave/${entryId}`, { method: 'POST', language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'waitlist'] }),
  });
}
