import { queryOptions } from '@tanstack/react-query';
import type { StaffProgressReport } from '../../../../shared/api/progress-reports.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_PROGRESS_REPORTS_KEY } from './keys.ts';

/** `admin/progressReport/detail/{id}`: one report, to read, correct and release. */
export const adminProgressReportQueryOptions = (language: Language, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_PROGRESS_REPORTS_KEY, 'detail', language, id],
    queryFn: ({ signal }) => apiRequest<StaffProgressReport>(`admin/progressReport/detail/${id}`, { language, signal }),
  });
