import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseCancelOutcomeDto } from '../../../../shared/api/course-decisions.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { COURSE_DECISIONS_KEY } from './get-courses-to-decide.ts';

/** `admin/courseDecision/runAnyway/{id}` or `admin/courseDecision/cancel/{id}`: the list, orders and counts are read again after. */
export function useDecideCourse() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, decision }: { productId: number; decision: 'runAnyway' | 'cancel' }) =>
      apiRequest<CourseCancelOutcomeDto | null>(`admin/courseDecision/${decision}/${productId}`, { method: 'POST', language }),
    onSuccess: () =>
      Promise.all([COURSE_DECISIONS_KEY, ['admin', 'orders'], ['admin', 'dashboard'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
