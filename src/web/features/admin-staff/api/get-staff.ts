import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminStaffList } from '../../../../shared/api/admin-staff.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_STAFF_KEY = ['admin', 'staff'] as const;

/** `admin/staff/list`: admins and advisers, as the address filters them. */
export const staffQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_STAFF_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AdminStaffList>(`admin/staff/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
