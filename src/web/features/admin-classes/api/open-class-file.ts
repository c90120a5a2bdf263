import type { ClassFileLink } from '../../../../shared/api/teacher-classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `admin/class/file/{id}`: a signed link to a file of a teacher's note, asked afresh at each click. */
export const openAdminClassFile = (language: Language, fileId: number) => apiRequest<ClassFileLink>(`admin/class/file/${fileId}`, { language });
