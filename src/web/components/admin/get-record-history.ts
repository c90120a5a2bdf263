import { queryOptions } from '@tanstack/react-query';
import type { AuditList } from '../../../shared/api/admin-audit.ts';
import type { Language } from '../../../shared/language.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryStringOf } from './use-list-params.ts';

/** `admin/audit/list?entityType&entityId`: one record's history, newest first. */
export const recordHistoryQueryOptions = (language: Language, entityType: string, entityId: string | number) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'record', entityType, String(entityId), language],
    queryFn: ({ signal }) =>
      apiRequest<AuditList>(`admin/audit/list${queryStringOf({ entityType, entityId, pageSize: 100 })}`, { language, signal }),
  });
