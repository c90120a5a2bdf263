import { queryOptions } from '@tanstack/react-query';
import type { AssessmentDetail, AssessmentList } from '../../../../shared/api/assessments.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';
import { READ_ON_OPENING_MS } from '../../../lib/query-scope.tsx';

/** Every query of the family's assessments starts with this key; a booking refreshes them all. */
export const ASSESSMENTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'assessments'] as const;

/** How many assessments the overview shows: the family's latest. */
export const OVERVIEW_ASSESSMENTS = 6;

/** `ddcAssessment/list`: the family's latest assessments, newest first. */
export const assessmentsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ASSESSMENTS_QUERY_KEY, 'list', language],
    queryFn: ({ signal }) => apiRequest<AssessmentList>(`ddcAssessment/list?pageSize=${OVERVIEW_ASSESSMENTS}`, { language, signal }),
    // Staff move assessments on: ask again whenever the overview opens.
    staleTime: READ_ON_OPENING_MS,
  });

/** `ddcAssessment/detail/{id}`: one assessment with its timeline. */
export const assessmentQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ASSESSMENTS_QUERY_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AssessmentDetail>(`ddcAssessment/detail/${id}`, { language, signal }),
  });
