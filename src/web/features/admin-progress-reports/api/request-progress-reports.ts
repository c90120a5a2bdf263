import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressReportRequestResult, RequestProgressReportsBody } from '../../../../shared/api/progress-reports.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_PROGRESS_REPORTS_KEY } from './keys.ts';

/** `admin/progressReport/request`: a report asked for each child of a course who has none open. */
export function useRequestProgressReports() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestProgressReportsBody) => apiRequest<ProgressReportRequestResult>('admin/progressReport/request', { method: 'POST', language, body }),
    onSuccess: () => Promise.all([ADMIN_PROGRESS_REPORTS_KEY, ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
