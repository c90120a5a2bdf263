import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminAssessmentList } from '../../../../shared/api/assessments.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_ASSESSMENTS_KEY = ['admin', 'assessments'] as const;

/** `admin/assessment/list`: one page of every family's assessments, as the address filters them. */
export const adminAssessmentsQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_ASSESSMENTS_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminAssessmentList>(`admin/assessment/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
