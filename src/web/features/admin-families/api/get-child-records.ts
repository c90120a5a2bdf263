import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecordList } from '../../../../shared/api/records.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_RECORDS_KEY = ['admin', 'records'] as const;

/** `admin/record/list?childId=`: a child's academic records, newest first. */
export const childRecordsQueryOptions = (language: Language, childId: number, pageNum: number) =>
  queryOptions({
    queryKey: [...ADMIN_RECORDS_KEY, childId, pageNum, language],
    queryFn: ({ signal }) => apiRequest<RecordList>(`admin/record/list?childId=${childId}&pageNum=${pageNum}&pageSize=20`, { language, signal }),
    placeholderData: keepPreviousData,
  });
