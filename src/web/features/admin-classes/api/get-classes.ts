import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffClassList } from '../../../../shared/api/classes.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_CLASSES_KEY = ['admin', 'classes'] as const;

/** `admin/class/list`: one page of today's, upcoming or past classes, as the address filters them. */
export const adminClassesQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_CLASSES_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<StaffClassList>(`admin/class/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
