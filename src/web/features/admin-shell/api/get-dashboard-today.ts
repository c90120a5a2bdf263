import { queryOptions } from '@tanstack/react-query';
import type { DashboardToday } from '../../../../shared/api/admin-dashboard.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `admin/dashboard/today`: today's classes, refreshed each minute as they begin and are marked. */
export const dashboardTodayQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'today', language],
    queryFn: ({ signal }) => apiRequest<DashboardToday>('admin/dashboard/today', { language, signal }),
    refetchInterval: 60_000,
  });
