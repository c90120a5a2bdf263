import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassNoteBody, TeacherClassDetail } from '../../../../shared/api/teacher-classes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { TEACHER_CLASSES_KEY } from './get-teacher-classes.ts';

/** `teacher/classNote/{id}`: a note or homework with files; answers the class. */
export function usePostClassNote(classId: number) {
  const language = useLanguage();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassNoteBody) => apiRequest<TeacherClassDetail>(`teacher/classNote/${classId}`, { method: 'POST', body, language }),
    onSuccess: () => queries.invalidateQueries({ queryKey: TEACHER_CLASSES_KEY }),
  });
}
