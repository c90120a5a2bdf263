import { queryOptions } from '@tanstack/react-query';
import type { AdviserOption } from '../../../../shared/api/admin-families.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `admin/family/advisers`: every adviser card, for the picker. */
export const advisersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['admin', 'advisers', language],
    queryFn: ({ signal }) => apiRequest<AdviserOption[]>('admin/family/advisers', { language, signal }),
    staleTime: 5 * 60_000,
  });
