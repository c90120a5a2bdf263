import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherClock, TeacherTimeZoneBody } from '../../../../shared/api/teacher-classes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { TEACHER_CLOCK_KEY } from './get-teacher-clock.ts';

/** `teacher/timeZone`: the zone chosen in the profile, which sign-in then keeps. */
export function useSaveTimeZone() {
  const language = useLanguage();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherTimeZoneBody) => apiRequest<TeacherClock>('teacher/timeZone', { method: 'POST', body, language }),
    onSuccess: () => queries.invalidateQueries({ queryKey: TEACHER_CLOCK_KEY }),
  });
}
