import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseProgressReportBody, StaffProgressReport } from '../../../../shared/api/progress-reports.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminProgressReportQueryOptions } from './get-progress-report.ts';
import { ADMIN_PROGRESS_REPORTS_KEY } from './keys.ts';

/** `admin/progressReport/release/{id}`: the report, perhaps corrected, filed in the family's records. */
export function useReleaseProgressReport(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReleaseProgressReportBody) => apiRequest<StaffProgressReport>(`admin/progressReport/release/${id}`, { method: 'POST', language, body }),
    onSuccess: (report) => {
      queryClient.setQueryData(adminProgressReportQueryOptions(language, id).queryKey, report);
      return Promise.all([[...ADMIN_PROGRESS_REPORTS_KEY, 'list'], ['admin', 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
