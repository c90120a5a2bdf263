import { queryOptions } from '@tanstack/react-query';
import type { ProgressReportCourse } from '../../../../shared/api/progress-reports.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_PROGRESS_REPORTS_KEY } from './keys.ts';

/** `admin/progressReport/courses`: the courses with children enrolled, to ask reports for. */
export const reportCoursesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...ADMIN_PROGRESS_REPORTS_KEY, 'courses', language],
    queryFn: ({ signal }) => apiRequest<ProgressReportCourse[]>('admin/progressReport/courses', { language, signal }),
  });
