import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_QUERY_KEY, unreadCountQueryOptions } from './get-unread-count.ts';

export type MarkReadInput = { ids: number[] } | { all: true };

/**
 * `notification/read`: marks some or all read. The answer is the unread count left, which the
 * bell shows at once; the lists are read again.
 */
export function useMarkRead() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) => apiRequest<{ count: number }>('notification/read', { method: 'POST', body: input, language }),
    onSuccess: (unread) => {
      queryClient.setQueryData(unreadCountQueryOptions(language).queryKey, unread);
      return queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list'] });
    },
  });
}
