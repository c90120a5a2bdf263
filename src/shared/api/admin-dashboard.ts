/**
 * `admin/dashboard/summary`: counts of work waiting for staff, by kind. Only the kinds of the
 * areas the caller may open are present; later areas add their own kinds.
 */
export const WAITING_WORK_KINDS = [
  'transfersToReview',
  'refundsToPay',
  'applicationsToReview',
  'requirementsToMove',
  'assessmentsToMove',
  'feedbackToAnswer',
  'mailsFailed',
] as const;
export type WaitingWorkKind = (typeof WAITING_WORK_KINDS)[number];

export interface DashboardSummary {
  waiting: Partial<Record<WaitingWorkKind, number>>;
}
