import type { ClassFileLink } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `ddcPlan/classFile/{id}`: a signed link to a file of a teacher's note, asked afresh at each click. */
export const openPlanClassFile = (language: Language, fileId: number) => apiRequest<ClassFileLink>(`ddcPlan/classFile/${fileId}`, { language });
