import { queryOptions } from '@tanstack/react-query';
import type { AdminAssessmentDetail } from '../../../../shared/api/assessments.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_ASSESSMENTS_KEY } from './get-assessments.ts';

/** `admin/assessment/detail/{id}`: the assessment, its timeline and the legal next steps. */
export const adminAssessmentQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_ASSESSMENTS_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminAssessmentDetail>(`admin/assessment/detail/${id}`, { language, signal }),
  });
