import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminFamilyList } from '../../../../shared/api/admin-families.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_FAMILIES_KEY = ['admin', 'families'] as const;

/** `admin/family/list`: parents as the address filters them. */
export const familiesQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_FAMILIES_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminFamilyList>(`admin/family/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
