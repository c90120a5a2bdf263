import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementFileDto } from '../../../../shared/api/requirements.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { requirementFilesQueryOptions } from './get-requirement-files.ts';
import { REQUIREMENTS_QUERY_KEY } from './get-requirements.ts';
import { uploadDocument } from './upload-document.ts';

/**
 * `ddcQuestionnaire/saveFile`: uploads a file and adds it to the requirement, or removes one;
 * both answer the list as it now is.
 */
export function useSaveRequirementFile(needId: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { add: File } | { remove: number }) => {
      const body = 'add' in change ? { needId, fileKey: (await uploadDocument(change.add, language)).key } : { needId, fileId: change.remove, remove: true };
      return apiRequest<RequirementFileDto[]>('ddcQuestionnaire/saveFile', { method: 'POST', body, language });
    },
    onSuccess: (files) => {
      queryClient.setQueryData(requirementFilesQueryOptions(language, needId).queryKey, files);
      return queryClient.invalidateQueries({ queryKey: [...REQUIREMENTS_QUERY_KEY, 'detail', needId] });
    },
  });
}
