import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SAVED_REPLIES_KEY } from './get-saved-replies.ts';

/** `admin/feedback/savedReply/delete/{id}`: answers sent with it keep their text. */
export function useDeleteSavedReply() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`admin/feedback/savedReply/delete/${id}`, { method: 'POST', body: {}, language }),
    onSuccess: () => Promise.all([SAVED_REPLIES_KEY, ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
