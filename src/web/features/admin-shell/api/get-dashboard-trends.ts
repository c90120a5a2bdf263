import { queryOptions } from '@tanstack/react-query';
import type { DashboardTrends } from '../../../../shared/api/admin-dashboard.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `admin/dashboard/trends`: enrolments, money and seats for the dashboard's charts. */
export const dashboardTrendsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'trends', language],
    queryFn: ({ signal }) => apiRequest<DashboardTrends>('admin/dashboard/trends', { language, signal }),
    staleTime: 5 * 60_000,
  });
