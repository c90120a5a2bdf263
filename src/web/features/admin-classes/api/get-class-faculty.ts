import { queryOptions } from '@tanstack/react-query';
import type { FacultyOption } from '../../../../shared/api/classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_CLASSES_KEY } from './get-classes.ts';

/** `admin/class/faculty`: the faculty entries a class can be given. */
export const classFacultyQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_CLASSES_KEY, 'faculty', language],
    queryFn: ({ signal }) => apiRequest<FacultyOption[]>('admin/class/faculty', { language, signal }),
  });
