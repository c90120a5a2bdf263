import { RequirementStatus, teacherDisplayName } from '../../../shared/api/requirements.ts';
import type { Language } from '../../../shared/language.ts';
import { requirementMail, timeInZone, type RequirementMail } from '../../adapters/mail/consulting-templates.ts';
import { findAdviser } from '../../db/repositories/adviser-repository.ts';
import { findProduct } from '../../db/repositories/product-repository.ts';
import { findTeacher, type RequirementRow } from '../../db/repositories/requirement-repository.ts';
import { textOf } from '../../../shared/localised-text.ts';
import type { Db } from '../../db/database.ts';
import { notify } from '../notifications/notify.ts';

/** What the family is told about the status a staff step just reached, in their language. */
async function mailFor(tx: Db, row: RequirementRow): Promise<((language: Language) => RequirementMail) | null> {
  switch (row.status) {
    case RequirementStatus.ConsultantMatched: {
      const adviser = row.consultantId === null ? undefined : await findAdviser(tx, row.consultantId);
      return (language) => ({ kind: 'consultantMatched', consultant: adviser ? textOf(adviser, 'name', language) : '' });
    }
    case RequirementStatus.ConsultantCommunicated:
      return () => ({ kind: 'consultantCommunicated' });
    case RequirementStatus.TeacherMatched: {
      const teacher = row.teacherApplicationId === null ? undefined : await findTeacher(tx, row.teacherApplicationId);
      return () => ({ kind: 'teacherMatched', teacher: teacher ? teacherDisplayName(teacher.profile) : '' });
    }
    case RequirementStatus.MeetingPending: {
      const at = row.meetingAt;
      return at ? (language) => ({ kind: 'meetingScheduled', when: timeInZone(at, row.questionnaire.timeZone, language), meetingUrl: row.meetingUrl }) : null;
    }
    case RequirementStatus.MeetingHeld:
      return () => ({ kind: 'meetingHeld' });
    case RequirementStatus.CommunicationDone:
      return () => ({ kind: 'communicationDone' });
    case RequirementStatus.ProductFormed: {
      const product = row.productId === null ? undefined : await findProduct(tx, row.productId);
      if (!product) return null;
      return (language) => ({
        kind: 'productFormed',
        programme: textOf(product, 'name', language),
        hours: product.totalClassHours,
        price: product.promotionPrice ?? product.price,
        currency: product.currency,
      });
    }
    case RequirementStatus.Closed:
      return () => ({ kind: 'closed', reason: row.closedReason });
    default:
      return null;
  }
}

/** Tells the family of a staff step, in the step's transaction (D12: every step they can see; D29). */
export async function notifyRequirementStep(tx: Db, row: RequirementRow, now: Date): Promise<void> {
  const mail = await mailFor(tx, row);
  if (!mail) return;
  await notify(
    tx,
    {
      memberId: row.memberId,
      kind: 'requirementUpdated',
      link: `/user/requirement?status=${row.status}`,
      build: ({ name, language }) => requirementMail({ name, childName: row.childName, mail: mail(language) }, language),
    },
    now,
  );
}
