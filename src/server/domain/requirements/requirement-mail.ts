import { RequirementStatus, teacherDisplayName } from '../../../shared/api/requirements.ts';
import type { Language } from '../../../shared/language.ts';
import { requirementMail, timeInZone, type RequirementMail } from '../../adapters/mail/consulting-templates.ts';
import { findAdviser } from '../../db/repositories/adviser-repository.ts';
import { findProduct } from '../../db/repositories/product-repository.ts';
import { findTeacher, type RequirementRow } from '../../db/repositories/requirement-repository.ts';
import { textOf } from '../../../shared/localised-text.ts';
import { mailParent } from '../consulting/mail-parent.ts';
import type { ConsultingDeps } from '../consulting/consulting-deps.ts';

type Deps = Pick<ConsultingDeps, 'db' | 'mailer'>;

/** What the family is told about the status a staff step just reached, in their language. */
async function mailFor(deps: Deps, row: RequirementRow): Promise<((language: Language) => RequirementMail) | null> {
  switch (row.status) {
    case RequirementStatus.ConsultantMatched: {
      const adviser = row.consultantId === null ? undefined : await findAdviser(deps.db, row.consultantId);
      return (language) => ({ kind: 'consultantMatched', consultant: adviser ? textOf(adviser, 'name', language) : '' });
    }
    case RequirementStatus.ConsultantCommunicated:
      return () => ({ kind: 'consultantCommunicated' });
    case RequirementStatus.TeacherMatched: {
      const teacher = row.teacherApplicationId === null ? undefined : await findTeacher(deps.db, row.teacherApplicationId);
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
      const product = row.productId === null ? undefined : await findProduct(deps.db, row.productId);
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

/** Mails the family after a staff step, once its transaction committed (D12: every step they can see). */
export async function mailAfterRequirementStep(deps: Deps, row: RequirementRow): Promise<void> {
  const mail = await mailFor(deps, row);
  if (!mail) return;
  await mailParent(deps, row.memberId, ({ name, language }) => requirementMail({ name, childName: row.childName, mail: mail(language) }, language));
}
