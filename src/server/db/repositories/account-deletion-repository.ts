import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, notInArray, or } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/api/orders.ts';
import type { Db } from '../database.ts';
import {
  academicRecords,
  assessments,
  authCodes,
  bookings,
  calendarFeeds,
  children,
  courseMoves,
  entitlements,
  feedback,
  feedbackFiles,
  feedbackMessages,
  notifications,
  orders,
  refunds,
  requirementFiles,
  requirements,
  schedules,
  sessions,
  storedFiles,
  teacherMessageFiles,
  teacherMessages,
  teacherThreads,
  users,
  waitlistEntries,
} from '../schema.ts';
import { deleteFamilyStaffNotes } from './case-work-repository.ts';

/** What must be finished before a family's account can be erased (issue 31): money in flight, classes ahead, places in line. */
export type DeletionBlocker = 'openOrders' | 'refundsInProgress' | 'classesAhead' | 'waitlistPlaces';

export async function findDeletionBlockers(db: Db, memberId: number, now: Date): Promise<DeletionBlocker[]> {
  const inFlight = [OrderStatus.PendingPayment, OrderStatus.InPayment, OrderStatus.UnderReview];
  const [openOrders, refundsInProgress, classesAhead, waitlistPlaces, openMoves] = await Promise.all([
    db.$count(orders, and(eq(orders.memberId, memberId), inArray(orders.status, inFlight))),
    db.$count(
      refunds,
      and(ne(refunds.status, 'completed'), inArray(refunds.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, memberId)))),
    ),
    db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
      .innerJoin(schedules, eq(schedules.id, bookings.scheduleId))
      .where(and(eq(entitlements.memberId, memberId), eq(bookings.status, 'booked'), gt(schedules.classDate, now)))
      .limit(1),
    db.$count(waitlistEntries, and(eq(waitlistEntries.memberId, memberId), inArray(waitlistEntries.status, ['waiting', 'offered']))),
    db.$count(courseMoves, and(eq(courseMoves.memberId, memberId), eq(courseMoves.status, 'offered'))),
  ]);
  const blockers: DeletionBlocker[] = [];
  if (openOrders > 0 || openMoves > 0) blockers.push('openOrders');
  if (refundsInProgress > 0) blockers.push('refundsInProgress');
  if (classesAhead.length > 0) blockers.push('classesAhead');
  if (waitlistPlaces > 0) blockers.push('waitlistPlaces');
  return blockers;
}

export async function setDeletionRequest(db: Db, memberId: number, requestedAt: Date | null): Promise<void> {
  await db.update(users).set({ deletionRequestedAt: requestedAt }).where(and(eq(users.id, memberId), isNull(users.erasedAt)));
}

/** The accounts whose grace period has ended, oldest request first, a few per sweep. */
export async function listAccountsDueForErasure(db: Db, requestedBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, requestedBefore), isNull(users.erasedAt)))
    .orderBy(asc(users.deletionRequestedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Locks an account still waiting for its erasure, so that a withdrawal and the sweep never cross. */
export async function lockAccountDueForErasure(db: Db, memberId: number, requestedBefore: Date) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, memberId), isNotNull(users.deletionRequestedAt), lte(users.deletionRequestedAt, requestedBefore), isNull(users.erasedAt)))
    .for('update');
  return row;
}

/**
 * Erases a family's personal data in the caller's transaction, and answers the storage keys of
 * the files to remove once it has committed. Orders, payments, refunds, receipts, entitlements
 * and bookings stay, as financial records, with the child's name taken out and the parent
 * anonymised; a bank transfer's proof stays with its order.
 */
export async function erasePersonalData(db: Db, memberId: number, now: Date): Promise<{ fileKeys: string[]; counts: Record<string, number> }> {
  const childIds = (await db.select({ id: children.id }).from(children).where(eq(children.parentId, memberId))).map((row) => row.id);
  const keptFileIds = db.select({ id: orders.transferProofFileId }).from(orders).where(and(eq(orders.memberId, memberId), isNotNull(orders.transferProofFileId)));
  const recordFileIds = db.select({ id: academicRecords.fileId }).from(academicRecords).where(inArray(academicRecords.childId, childIds.length ? childIds : [-1]));
  const reportFileIds = db.select({ id: assessments.reportFileId }).from(assessments).where(and(eq(assessments.memberId, memberId), isNotNull(assessments.reportFileId)));
  const feedbackFileIds = db
    .select({ id: feedbackFiles.fileId })
    .from(feedbackFiles)
    .innerJoin(feedbackMessages, eq(feedbackMessages.id, feedbackFiles.messageId))
    .innerJoin(feedback, eq(feedback.id, feedbackMessages.feedbackId))
    .where(eq(feedback.memberId, memberId));
  const requirementFileIds = db
    .select({ id: requirementFiles.fileId })
    .from(requirementFiles)
    .innerJoin(requirements, eq(requirements.id, requirementFiles.requirementId))
    .where(eq(requirements.memberId, memberId));
  const threadFileIds = db
    .select({ id: teacherMessageFiles.fileId })
    .from(teacherMessageFiles)
    .innerJoin(teacherMessages, eq(teacherMessages.id, teacherMessageFiles.messageId))
    .innerJoin(teacherThreads, eq(teacherThreads.id, teacherMessages.threadId))
    .where(eq(teacherThreads.parentId, memberId));
  // The family's files: those they uploaded and those staff made for them, but not a transfer's proof.
  const files = await db
    .select({ id: storedFiles.id, key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        or(
          eq(storedFiles.ownerId, memberId),
          inArray(storedFiles.id, recordFileIds),
          inArray(storedFiles.id, reportFileIds),
          inArray(storedFiles.id, feedbackFileIds),
          inArray(storedFiles.id, requirementFileIds),
          inArray(storedFiles.id, threadFileIds),
        ),
        notInArray(storedFiles.id, keptFileIds),
      ),
    );

  // Staff's notes on the family itself; those on its feedback, requirements and assessments go with them (cascade).
  const staffNoteCount = await deleteFamilyStaffNotes(db, memberId);
  const feedbackRows = await db.delete(feedback).where(eq(feedback.memberId, memberId)).returning({ id: feedback.id });
  const requirementRows = await db.delete(requirements).where(eq(requirements.memberId, memberId)).returning({ id: requirements.id });
  const assessmentRows = await db.delete(assessments).where(eq(assessments.memberId, memberId)).returning({ id: assessments.id });
  await db.delete(teacherThreads).where(eq(teacherThreads.parentId, memberId));
  await db.update(orders).set({ childName: '', updatedAt: now }).where(eq(orders.memberId, memberId));
  // Records go with their child; bookings and orders keep no link to it.
  const childRows = await db.delete(children).where(eq(children.parentId, memberId)).returning({ id: children.id });
  if (files.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, files.map((file) => file.id)));
  await db.delete(notifications).where(eq(notifications.userId, memberId));
  await db.delete(waitlistEntries).where(eq(waitlistEntries.memberId, memberId));
  await db.delete(sessions).where(eq(sessions.userId, memberId));
  await db.delete(authCodes).where(eq(authCodes.userId, memberId));
  await db.delete(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
  await db
    .update(users)
    .set({
      username: `erased-${memberId}`,
      email: `erased-${memberId}@erased.invalid`,
      // No password hashes to this: nobody can sign in as the account again.
      passwordHash: 'erased',
      nickname: '',
      icon: '',
      adviserId: null,
      timeZone: null,
      disabledAt: now,
      erasedAt: now,
    })
    .where(eq(users.id, memberId));
  return {
    fileKeys: files.map((file) => file.key),
    counts: { children: childRows.length, feedback: feedbackRows.length, requirements: requirementRows.length, assessments: assessmentRows.length, staffNotes: staffNoteCount, files: files.length },
  };
}
