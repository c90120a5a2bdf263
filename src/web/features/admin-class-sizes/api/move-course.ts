import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseMoveOutcomeDto, MoveCourseBody } from '../../../../shared/api/course-moves.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { COURSE_DECISIONS_KEY } from './get-courses-to-decide.ts';

/** `admin/courseDecision/move/{id}` (ADR 029): each paid family is offered the target; the list and orders are read again. */
export function useMoveCourse() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: MoveCourseBody }) =>
      apiRequest<CourseMoveOutcomeDto>(`admin/courseDecision/move/${productId}`, { method: 'POST', language, body }),
    onSuccess: () =>
      Promise.all([COURSE_DECISIONS_KEY, ['admin', 'orders'], ['admin', 'dashboard'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
