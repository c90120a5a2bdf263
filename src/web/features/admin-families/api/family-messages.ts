import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFamilyMessage, FamilyMessageBody } from '../../../../shared/api/admin-families.ts';
import type { Language } from '../../../../shared/language.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_FAMILIES_KEY } from './get-families.ts';

const messagesKey = (familyId: number) => [...ADMIN_FAMILIES_KEY, 'messages', familyId];

/** `admin/family/messages/{id}`: what staff wrote to the family, newest first. */
export const familyMessagesQueryOptions = (language: Language, familyId: number) =>
  queryOptions({
    queryKey: [...messagesKey(familyId), language],
    queryFn: ({ signal }) => apiRequest<AdminFamilyMessage[]>(`admin/family/messages/${familyId}`, { language, signal }),
  });

/** `admin/family/message/{id}`: a message in the family's portal, mailed to them. */
export function useSendFamilyMessage(familyId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: FamilyMessageBody) => apiRequest<null>(`admin/family/message/${familyId}`, { method: 'POST', body: message, language }),
    onSuccess: () => Promise.all([messagesKey(familyId), ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
