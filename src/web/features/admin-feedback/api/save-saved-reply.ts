import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedReplyBody, SavedReplyDto } from '../../../../shared/api/saved-replies.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SAVED_REPLIES_KEY } from './get-saved-replies.ts';

/** `admin/feedback/savedReply/create`, or `…/update/{id}` when `id` is given. */
export function useSaveSavedReply() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SavedReplyBody & { id?: number }) =>
      apiRequest<SavedReplyDto>(id === undefined ? 'admin/feedback/savedReply/create' : `admin/feedback/savedReply/update/${id}`, {
        method: 'POST',
        body,
        language,
      }),
    onSuccess: () => Promise.all([SAVED_REPLIES_KEY, ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
