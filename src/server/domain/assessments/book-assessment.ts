import type { z } from 'zod';
import {
  AssessmentStatus,
  OPEN_ASSESSMENT_STATUSES,
  type assessmentChoices,
  type createAssessmentBody,
} from '../../../shared/api/assessments.ts';
import type { Db } from '../../db/database.ts';
import {
  hasOpenAssessment,
  insertAssessment,
  insertAssessmentHistory,
  lockAssessment,
  type AssessmentRow,
} from '../../db/repositories/assessment-repository.ts';
import { lockChildOf } from '../../db/repositories/child-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { assertKnownSubjects } from '../consulting/subjects.ts';
import { RateLimitPolicies, spendAttempt } from '../rate-limit.ts';
import { assessmentNotFound, assertAssessmentStep, moveAssessment, preferredSlotsFrom } from './assessment-moves.ts';
import { timeInZone } from '../../adapters/mail/consulting-templates.ts';
import { assessmentBookedMail } from '../../adapters/mail/family-templates.ts';
import { notify } from '../notifications/notify.ts';

type Choices = z.output<typeof assessmentChoices>;

async function checkedChoices(db: Db, choices: Choices, now: Date) {
  const preferredSlots = preferredSlotsFrom(choices.slots, now);
  await assertKnownSubjects(db, choices.subjects, 'subjects');
  return { subjects: choices.subjects, preferredSlots, timeZone: choices.timeZone, notes: choices.notes };
}

/** One assessment under way per child: a second booking would only be a duplicate. */
async function assertNoneOpen(tx: Db, childId: number | null) {
  if (childId !== null && (await hasOpenAssessment(tx, childId, OPEN_ASSESSMENT_STATUSES))) {
    throw new ApiError(409, 'assessmentAlreadyOpen');
  }
}

/**
 * `ddcAssessment/create` (D13): an assessment of one of the parent's children, registered (0),
 * with 2-4 known subjects and three preferred slots in the coming 21 days, kept in UTC with the
 * zone they were picked in. The child is locked, so two bookings sent at once make one.
 */
export async function bookAssessment(
  deps: { db: Db; now: Date },
  memberId: number,
  body: z.output<typeof createAssessmentBody>,
): Promise<AssessmentRow> {
  const { db, now } = deps;
  const choices = await checkedChoices(db, body, now);
  return db.transaction(async (tx) => {
    const child = await lockChildOf(tx, memberId, body.childId);
    if (!child) throw new ApiError(404, 'childNotFound');
    await assertNoneOpen(tx, child.id);
    // One open per child, but a family may add children: the bookings staff must answer are capped too.
    await spendAttempt(tx, RateLimitPolicies.assessmentPerMember, String(memberId), now);
    const row = await insertAssessment(tx, {
      memberId,
      childId: child.id,
      childName: child.name,
      ...choices,
      status: AssessmentStatus.Registered,
      createdAt: now,
      updatedAt: now,
    });
    await insertAssessmentHistory(tx, {
      assessmentId: row.id,
      fromStatus: null,
      toStatus: AssessmentStatus.Registered,
      actor: 'member',
      actorId: memberId,
      createdAt: now,
    });
    await notify(
      tx,
      {
        memberId,
        kind: 'assessmentBooked',
        link: '/user/home',
        build: ({ name, language }) =>
          assessmentBookedMail({ name, childName: child.name, slots: row.preferredSlots.map((slot) => timeInZone(slot, row.timeZone, language)) }, language),
      },
      now,
    );
    return row;
  });
}

/**
 * `ddcAssessment/rebook/{id}`: an abnormal assessment (a no-show, say) is booked again with new
 * choices and starts over as registered; its timeline keeps what happened before.
 */
export async function rebookAssessment(
  deps: { db: Db; now: Date },
  memberId: number,
  assessmentId: number,
  body: Choices,
): Promise<AssessmentRow> {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const row = await lockAssessment(tx, assessmentId, memberId);
    if (!row) throw assessmentNotFound();
    assertAssessmentStep('rebook', row.status);
    const choices = await checkedChoices(tx, body, now);
    if (row.childId !== null) await lockChildOf(tx, memberId, row.childId);
    await assertNoneOpen(tx, row.childId);
    return moveAssessment(tx, row, {
      step: 'rebook',
      actor: 'member',
      actorId: memberId,
      note: '',
      changes: { ...choices, scheduledAt: null, assessor: '', meetingUrl: '', abnormalReason: '' },
      now,
    });
  });
}
