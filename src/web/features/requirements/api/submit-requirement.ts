import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRequirementBody, RequirementDetail } from '../../../../shared/api/requirements.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { REQUIREMENTS_QUERY_KEY } from './get-requirements.ts';

/** `ddcRequirement/create`: the questionnaire and the files uploaded for it. */
export function useSubmitRequirement() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequirementBody) => apiRequest<RequirementDetail>('ddcRequirement/create', { method: 'POST', body, language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUIREMENTS_QUERY_KEY }),
  });
}
