import { queryOptions } from '@tanstack/react-query';
import type { AdminFamilyDetail } from '../../../../shared/api/admin-families.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_FAMILIES_KEY } from './get-families.ts';

/** `admin/family/detail/{id}`: a parent with children, orders and entitlements. */
export const familyQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_FAMILIES_KEY, 'detail', id, language],
    queryFn: ({ signal }) => apiRequest<AdminFamilyDetail>(`admin/family/detail/${id}`, { language, signal }),
  });
