import type { ClassFileLink } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `teacher/classFile/{id}`: a signed link to a note's file, asked afresh at each click. */
export const openTeacherClassFile = (language: Language, fileId: number) => apiRequest<ClassFileLink>(`teacher/classFile/${fileId}`, { language });
