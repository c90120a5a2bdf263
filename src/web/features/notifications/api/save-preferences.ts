import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind, NotificationPreferences } from '../../../../shared/api/notifications.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { preferencesQueryOptions } from './get-preferences.ts';

/** POST `notification/preferences`: turns kinds of mail on or off; the answer is the whole new set. */
export function useSavePreferences() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: Partial<Record<NotificationKind, { mail: boolean }>>) =>
      apiRequest<NotificationPreferences>('notification/preferences', { method: 'POST', body: { kinds }, language }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions(language).queryKey, saved),
  });
}
