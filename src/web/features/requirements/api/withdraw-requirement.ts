import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementDetail } from '../../../../shared/api/requirements.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { requirementQueryOptions } from './get-requirement.ts';
import { REQUIREMENTS_QUERY_KEY } from './get-requirements.ts';

/** `ddcRequirement/withdraw/{id}`: the family closes its request, with a reason. */
export function useWithdrawRequirement(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiRequest<RequirementDetail>(`ddcRequirement/withdraw/${id}`, { method: 'POST', body: { reason }, language }),
    onSuccess: (requirement) => {
      queryClient.setQueryData(requirementQueryOptions(language, id).queryKey, requirement);
      return queryClient.invalidateQueries({ queryKey: REQUIREMENTS_QUERY_KEY });
    },
  });
}
