import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../shared/api/admin-dashboard.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `admin/dashboard/summary`: work waiting, for the navigation's counts and the dashboard. */
export const dashboardSummaryQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', language],
    queryFn: ({ signal }) => apiRequest<DashboardSummary>('admin/dashboard/summary', { language, signal }),
    refetchInterval: 60_000,
  });
