import { queryOptions } from '@tanstack/react-query';
import type { SubjectDto } from '../../../../shared/api/assessments.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `ddcAssessment/subjects`: the subjects an assessment can cover, in the page's language. */
export const subjectsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['assessment-subjects', language],
    queryFn: ({ signal }) => apiRequest<SubjectDto[]>('ddcAssessment/subjects', { language, signal }),
    staleTime: 60 * 60_000,
  });
