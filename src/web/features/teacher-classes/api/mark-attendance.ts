import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherAttendanceBody, TeacherClassDetail } from '../../../../shared/api/teacher-classes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { TEACHER_CLASSES_KEY } from './get-teacher-classes.ts';

/** `teacher/attendance/{id}`: marks of the class's bookings; answers the class. */
export function useMarkAttendance(classId: number) {
  const language = useLanguage();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherAttendanceBody) => apiRequest<TeacherClassDetail>(`teacher/attendance/${classId}`, { method: 'POST', body, language }),
    onSuccess: () => queries.invalidateQueries({ queryKey: TEACHER_CLASSES_KEY }),
  });
}
