/** The root of every back-office progress-report query, so one write refreshes them all. */
export const ADMIN_PROGRESS_REPORTS_KEY = ['admin', 'progress-reports'] as const;
