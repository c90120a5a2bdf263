import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRequirementDetail, StaffRequirementStep } from '../../../../shared/api/requirements.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_REQUIREMENTS_KEY } from './get-requirements.ts';

/**
 * `admin/requirement/{step}/{id}`: one step of the pipeline. The answer is the requirement as it
 * now stands, which replaces the detail; the board's columns, counts and the history are read again.
 */
export function useRequirementStep(requirementId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: StaffRequirementStep; body?: unknown }) =>
      apiRequest<AdminRequirementDetail>(`admin/requirement/${step}/${requirementId}`, { method: 'POST', body: body ?? {}, language }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...ADMIN_REQUIREMENTS_KEY, 'detail', requirementId, language], detail);
      return Promise.all([[...ADMIN_REQUIREMENTS_KEY, 'list'], ['admin', 'dashboard'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
