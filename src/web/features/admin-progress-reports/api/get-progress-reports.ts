import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffProgressReportList } from '../../../../shared/api/progress-reports.ts';
import type { Language } from '../../../../shared/language.ts';
import { queryStringOf } from '../../../components/admin/use-list-params.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_PROGRESS_REPORTS_KEY } from './keys.ts';

/** `admin/progressReport/list`: one page of reports, by status and course, the most recently asked for first. */
export const adminProgressReportsQueryOptions = (language: Language, query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ADMIN_PROGRESS_REPORTS_KEY, 'list', language, query],
    queryFn: ({ signal }) => apiRequest<StaffProgressReportList>(`admin/progressReport/list${queryStringOf(query)}`, { language, signal }),
    placeholderData: keepPreviousData,
  });
