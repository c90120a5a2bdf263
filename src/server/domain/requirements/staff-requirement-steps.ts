import type { z } from 'zod';
import type {
  assignConsultantBody,
  closeRequirementBody,
  formProductBody,
  matchTeacherBody,
  scheduleMeetingBody,
  StaffRequirementStep,
} from '../../../shared/api/requirements.ts';
import { findAdviser } from '../../db/repositories/adviser-repository.ts';
import type { Db } from '../../db/database.ts';
import {
  findTeacher,
  lockRequirement,
  withdrawFormedProgramme,
  type RequirementChanges,
  type RequirementRow,
} from '../../db/repositories/requirement-repository.ts';
import { FieldValidationError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { futureInstant } from '../assessments/assessment-moves.ts';
import { formProgramme } from './form-programme.ts';
import { assertRequirementStep, moveRequirement, requirementNotFound } from './requirement-moves.ts';
import { notifyRequirementStep } from './requirement-mail.ts';

type StepDeps = { db: Db; now: Date };

/** The columns staff steps change, as the audit log keeps them before and after. */
const auditedFields = (row: RequirementRow) => ({
  status: row.status,
  consultantId: row.consultantId,
  teacherApplicationId: row.teacherApplicationId,
  meetingAt: row.meetingAt,
  meetingUrl: row.meetingUrl,
  productId: row.productId,
  closedReason: row.closedReason,
});

/**
 * One staff step in one transaction: the requirement locked, the step checked against
 * REQUIREMENT_STEPS (409 otherwise, nothing changed), its changes, its timeline line and its
 * audit record.
 */
async function takeStaffStep(
  deps: StepDeps,
  staff: Member,
  id: number,
  step: StaffRequirementStep,
  change: (tx: Db, row: RequirementRow) => Promise<{ changes?: RequirementChanges; note: string }>,
): Promise<RequirementRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockRequirement(tx, id);
    if (!row) throw requirementNotFound();
    assertRequirementStep(step, row.status);
    const { changes, note } = await change(tx, row);
    const updated = await moveRequirement(tx, row, { step, actor: 'staff', actorId: staff.id, note, changes, now: deps.now });
    await recordStaffAction(tx, staff, {
      action: `requirement.${step}`,
      entityType: 'requirement',
      entityId: id,
      before: auditedFields(row),
      after: auditedFields(updated),
      note,
    });
    await notifyRequirementStep(tx, updated, deps.now);
    return updated;
  });
}

/** Pending → consultant matched: one of the academy's advisers. */
export function assignConsultant(deps: StepDeps, staff: Member, id: number, body: z.output<typeof assignConsultantBody>) {
  return takeStaffStep(deps, staff, id, 'assignConsultant', async (tx) => {
    if (!(await findAdviser(tx, body.consultantId))) throw new FieldValidationError([{ field: 'consultantId', messageKey: 'consultantNotFound' }]);
    return { changes: { consultantId: body.consultantId }, note: body.note };
  });
}

/** The steps that only record that a conversation took place, with staff's note. */
export function recordConversation(
  deps: StepDeps,
  staff: Member,
  id: number,
  step: Extract<StaffRequirementStep, 'recordConsultantTalk' | 'recordMeetingHeld' | 'recordCommunicationDone'>,
  note: string,
) {
  return takeStaffStep(deps, staff, id, step, async () => ({ note }));
}

/** Consultant communicated → foreign teacher matched, from the approved teacher applications. */
export function matchTeacher(deps: StepDeps, staff: Member, id: number, body: z.output<typeof matchTeacherBody>) {
  return takeStaffStep(deps, staff, id, 'matchTeacher', async (tx) => {
    if (!(await findTeacher(tx, body.teacherApplicationId, true))) {
      throw new FieldValidationError([{ field: 'teacherApplicationId', messageKey: 'teacherNotApproved' }]);
    }
    return { changes: { teacherApplicationId: body.teacherApplicationId }, note: body.note };
  });
}

/** → three-party meeting pending, at a time ahead; again to move it. */
export function scheduleMeeting(deps: StepDeps, staff: Member, id: number, body: z.output<typeof scheduleMeetingBody>) {
  return takeStaffStep(deps, staff, id, 'scheduleMeeting', async () => ({
    changes: { meetingAt: futureInstant(body.meetingAt, deps.now, 'meetingAt'), meetingUrl: body.meetingUrl },
    note: body.note,
  }));
}

/** Communication done → product formed: the private programme only this family sees and buys. */
export function formProduct(deps: StepDeps, staff: Member, id: number, body: z.output<typeof formProductBody>) {
  return takeStaffStep(deps, staff, id, 'formProduct', async (tx, row) => {
    const product = await formProgramme(tx, row, body, deps.now);
    return { changes: { productId: product.id }, note: body.note };
  });
}

/** Any status before the order → closed, with the reason the family is told. */
export function closeRequirement(deps: StepDeps, staff: Member, id: number, body: z.output<typeof closeRequirementBody>) {
  return takeStaffStep(deps, staff, id, 'close', async (tx, row) => {
    if (row.productId !== null) await withdrawFormedProgramme(tx, row.productId, deps.now);
    return { changes: { closedReason: body.reason }, note: body.reason };
  });
}
