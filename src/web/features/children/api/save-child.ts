import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildBody, ChildDto } from '../../../../shared/api/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { CHILDREN_QUERY_KEY } from './get-children.ts';

/** `ddcChild/create` without an id, `ddcChild/update/{id}` with one. */
export function useSaveChild() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ChildBody }) =>
      apiRequest<ChildDto>(id === null ? 'ddcChild/create' : `ddcChild/update/${id}`, { method: 'POST', body, language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_QUERY_KEY }),
  });
}
