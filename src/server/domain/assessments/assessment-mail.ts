import { AssessmentStatus } from '../../../shared/api/assessments.ts';
import type { Language } from '../../../shared/language.ts';
import { assessmentMail, timeInZone, type AssessmentMail } from '../../adapters/mail/consulting-templates.ts';
import type { AssessmentRow } from '../../db/repositories/assessment-repository.ts';
import type { Db } from '../../db/database.ts';
import { notify } from '../notifications/notify.ts';

/** What the family is told after a staff step; nothing for steps that need nothing of them. */
function mailFor(row: AssessmentRow, language: Language): AssessmentMail | null {
  switch (row.status) {
    case AssessmentStatus.ToBeAssessed:
      return row.scheduledAt
        ? { kind: 'scheduled', when: timeInZone(row.scheduledAt, row.timeZone, language), assessor: row.assessor, meetingUrl: row.meetingUrl }
        : null;
    case AssessmentStatus.ReportSent:
      return { kind: 'reportSent' };
    case AssessmentStatus.Abnormal:
      return { kind: 'abnormal', reason: row.abnormalReason };
    default:
      return null;
  }
}

/**
 * Tells the family of the step an assessment just took, in the step's transaction (D29): the
 * appointment (in the zone they picked their slots in), the report, or why it could not take place.
 */
export async function notifyAssessmentStep(tx: Db, row: AssessmentRow, now: Date): Promise<void> {
  if (!mailFor(row, 'en')) return;
  await notify(
    tx,
    {
      memberId: row.memberId,
      kind: 'assessmentUpdated',
      link: '/user/home',
      build: ({ name, language }) => assessmentMail({ name, childName: row.childName, ...(mailFor(row, language) as AssessmentMail) }, language),
    },
    now,
  );
}
