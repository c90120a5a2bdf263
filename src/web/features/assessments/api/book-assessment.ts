import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentDetail, CreateAssessmentBody, RebookAssessmentBody } from '../../../../shared/api/assessments.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ASSESSMENTS_QUERY_KEY } from './get-assessments.ts';

export type BookingRequest = { kind: 'create'; body: CreateAssessmentBody } | { kind: 'rebook'; id: number; body: RebookAssessmentBody };

/** `ddcAssessment/create`, or `ddcAssessment/rebook/{id}` for one that could not take place. */
export function useBookAssessment() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) =>
      request.kind === 'create'
        ? apiRequest<AssessmentDetail>('ddcAssessment/create', { method: 'POST', body: request.body, language })
        : apiRequest<AssessmentDetail>(`ddcAssessment/rebook/${request.id}`, { method: 'POST', body: request.body, language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSESSMENTS_QUERY_KEY }),
  });
}
