import type { WaitingWorkKind } from '../../../shared/api/admin-dashboard.ts';
import type { StaffArea } from '../../../shared/api/staff.ts';

/**
 * The back office's navigation, in order. Each entry opens for the roles its area admits
 * (`mayOpen`) and shows the count of the work waiting in it. An area that plugs into the shell
 * adds one line here, its route in routes.ts and its texts in `i18n/{en,zh}/admin-<area>.ts`.
 */
export interface AdminArea {
  area: StaffArea;
  path: string;
  /** `adminShell.nav.<key>` */
  labelKey: string;
  waiting: readonly WaitingWorkKind[];
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  { area: 'dashboard', path: '/admin', labelKey: 'dashboard', waiting: [] },
  { area: 'orders', path: '/admin/orders', labelKey: 'orders', waiting: ['transfersToReview', 'refundsToPay', 'coursesToDecide'] },
  { area: 'families', path: '/admin/families', labelKey: 'families', waiting: [] },
  { area: 'classes', path: '/admin/classes', labelKey: 'classes', waiting: [] },
  { area: 'requirements', path: '/admin/requirements', labelKey: 'requirements', waiting: ['requirementsToMove'] },
  { area: 'assessments', path: '/admin/assessments', labelKey: 'assessments', waiting: ['assessmentsToMove'] },
  { area: 'feedback', path: '/admin/feedback', labelKey: 'feedback', waiting: ['feedbackToAnswer'] },
  { area: 'classes', path: '/admin/teacher-threads', labelKey: 'teacherThreads', waiting: [] },
  { area: 'classes', path: '/admin/progress-reports', labelKey: 'progressReports', waiting: [] },
  { area: 'teacherApplications', path: '/admin/teacher-applications', labelKey: 'teacherApplications', waiting: ['applicationsToReview'] },
  { area: 'catalogue', path: '/admin/products', labelKey: 'products', waiting: [] },
  { area: 'catalogue', path: '/admin/catalogue-lists', labelKey: 'catalogueLists', waiting: [] },
  { area: 'content', path: '/admin/home', labelKey: 'home', waiting: [] },
  { area: 'content', path: '/admin/content', labelKey: 'content', waiting: [] },
  { area: 'content', path: '/admin/faculty', labelKey: 'faculty', waiting: [] },
  { area: 'content', path: '/admin/news', labelKey: 'news', waiting: [] },
  { area: 'staff', path: '/admin/staff', labelKey: 'staff', waiting: [] },
  { area: 'audit', path: '/admin/audit', labelKey: 'audit', waiting: [] },
  { area: 'notifications', path: '/admin/notifications', labelKey: 'notifications', waiting: ['mailsFailed'] },
];

/** Where each kind of waiting work is done, filtered to show just that work. */
export const WAITING_WORK_LINKS: Record<WaitingWorkKind, string> = {
  transfersToReview: '/admin/orders?status=6',
  refundsToPay: '/admin/orders?refund=open',
  applicationsToReview: '/admin/teacher-applications?status=submitted',
  requirementsToMove: '/admin/requirements',
  assessmentsToMove: '/admin/assessments',
  feedbackToAnswer: '/admin/feedback?status=processing',
  mailsFailed: '/admin/notifications?status=failed',
  coursesToDecide: '/admin/course-decisions',
};
