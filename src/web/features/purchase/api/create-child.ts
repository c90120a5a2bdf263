import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildBody, ChildDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CHILDREN_QUERY_KEY } from './get-children.ts';

/** `ddcChild/create`: a child added without leaving the application. */
export function useCreateChild() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChildBody) => apiRequest<ChildDto>('ddcChild/create', { method: 'POST', body, language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}
