import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditList } from '../../../../shared/api/admin-audit.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `admin/audit/list`: staff writes as the address filters them, newest first. */
export const auditQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'list', language, query],
    queryFn: ({ signal }) => apiRequest<AuditList>(`admin/audit/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
