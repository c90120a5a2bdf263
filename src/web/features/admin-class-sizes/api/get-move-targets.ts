import { queryOptions } from '@tanstack/react-query';
import type { MoveTargetDto } from '../../../../shared/api/course-moves.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `admin/courseMove/targets/{id}`: the courses a course's families can move to (ADR 029). */
export const moveTargetsQueryOptions = (language: Language, productId: number) =>
  queryOptions({
    queryKey: ['admin', 'moveTargets', productId, language],
    queryFn: ({ signal }) => apiRequest<MoveTargetDto[]>(`admin/courseMove/targets/${productId}`, { language, signal }),
  });
