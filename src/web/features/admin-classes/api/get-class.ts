import { queryOptions } from '@tanstack/react-query';
import type { StaffClassDetail } from '../../../../shared/api/classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_CLASSES_KEY } from './get-classes.ts';

/** `admin/class/detail/{id}`: a class with its roster. */
export const adminClassQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_CLASSES_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<StaffClassDetail>(`admin/class/detail/${id}`, { language, signal }),
  });
