import type { WaitingWorkKind } from '../../../shared/api/admin-dashboard.ts';
import { mayOpen, type StaffArea } from '../../../shared/api/staff.ts';
import type { Db } from '../../db/database.ts';
import { countTeacherApplications } from '../../db/repositories/teacher-application-repository.ts';
import { countFailedDeliveries } from '../../db/repositories/notification-repository.ts';
import { countRefundsToPay, countTransfersToReview } from '../../db/repositories/waiting-work-repository.ts';
import type { Member } from '../accounts/member.ts';
import { countWaitingAssessments } from '../assessments/assessment-reads.ts';
import { coursesToDecide } from '../class-sizes/course-decisions.ts';
import { countFeedbackToAnswer } from '../feedback/staff-feedback.ts';
import { countWaitingRequirements } from '../requirements/requirement-reads.ts';

/** The moment counted at, and the settings a count depends on. */
export interface WaitingWorkMoment {
  now: Date;
  decisionDays: number;
}

interface WaitingWork {
  kind: WaitingWorkKind;
  /** Only staff who may open this area see the count. */
  area: StaffArea;
  count: (db: Db, moment: WaitingWorkMoment) => Promise<number>;
}

/**
 * The work waiting for staff, shown on the dashboard and beside the navigation. An area that
 * brings its own queue adds one line here.
 */
export const WAITING_WORK: readonly WaitingWork[] = [
  { kind: 'transfersToReview', area: 'orders', count: countTransfersToReview },
  { kind: 'refundsToPay', area: 'orders', count: countRefundsToPay },
  { kind: 'applicationsToReview', area: 'teacherApplications', count: (db) => countTeacherApplications(db, ['submitted', 'reviewing']) },
  { kind: 'requirementsToMove', area: 'requirements', count: countWaitingRequirements },
  { kind: 'assessmentsToMove', area: 'assessments', count: countWaitingAssessments },
  { kind: 'feedbackToAnswer', area: 'feedback', count: countFeedbackToAnswer },
  { kind: 'mailsFailed', area: 'notifications', count: countFailedDeliveries },
  { kind: 'coursesToDecide', area: 'orders', count: async (db, { now, decisionDays }) => (await coursesToDecide(db, now, decisionDays)).length },
];

/** Every count the member of staff may see, by kind. */
export async function waitingWorkFor(db: Db, staff: Member, moment: WaitingWorkMoment): Promise<Partial<Record<WaitingWorkKind, number>>> {
  const visible = WAITING_WORK.filter((work) => mayOpen(staff.role, work.area));
  const counts = await Promise.all(visible.map((work) => work.count(db, moment)));
  return Object.fromEntries(visible.map((work, index) => [work.kind, counts[index]]));
}
