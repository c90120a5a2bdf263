import { queryOptions } from '@tanstack/react-query';
import type { RecordKind, RecordList } from '../../../../shared/api/records.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../../lib/session-token.ts';

export interface RecordFilter {
  childId: number | null;
  kind: RecordKind | null;
  pageNum: number;
  pageSize: number;
}

/** `ddcRecord/list`: the children's records, newest first, by child and kind. */
export const recordsQueryOptions = (language: Language, filter: RecordFilter) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'records', language, filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageNum: String(filter.pageNum), pageSize: String(filter.pageSize) });
      if (filter.childId !== null) query.set('childId', String(filter.childId));
      if (filter.kind !== null) query.set('kind', filter.kind);
      return apiRequest<RecordList>(`ddcRecord/list?${query}`, { language, signal });
    },
    placeholderData: (previous) => previous,
  });
