import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { FILE_URL_PREFIX } from '../../../shared/api/accounts.ts';
import type { Db } from '../database.ts';
import {
  academicRecords,
  assessmentHistory,
  assessments,
  bookings,
  children,
  entitlements,
  feedback,
  feedbackFiles,
  feedbackMessages,
  notifications,
  orderHistory,
  orders,
  payments,
  products,
  receipts,
  refunds,
  requirementFiles,
  requirementHistory,
  requirements,
  schedules,
  storedFiles,
  users,
  waitlistEntries,
  teacherMessageFiles,
  teacherMessages,
  teacherThreads,
} from '../schema.ts';

/**
 * What a family gave us and what we made for them, for their own copy (issue 31). Every query is
 * scoped by the parent, and each selects the fields it names: secrets (password hashes, session
 * and idempotency keys), provider ids and staff-only fields never enter a family's copy.
 */
export async function readFamilyData(db: Db, memberId: number) {
  const [profile] = await db
    .select({
      username: users.username,
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      timeZone: users.timeZone,
      mailOptOuts: users.mailOptOuts,
      icon: users.icon,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, memberId));
  if (!profile) return null;

  const childRows = await db
    .select({
      id: children.id,
      name: children.name,
      gender: children.gender,
      birthDate: children.birthDate,
      grade: children.grade,
      school: children.school,
      notes: children.notes,
      createdAt: children.createdAt,
      archivedAt: children.archivedAt,
    })
    .from(children)
    .where(eq(children.parentId, memberId))
    .orderBy(asc(children.id));
  const childIds = childRows.map((child) => child.id);

  const orderRows = await db
    .select({
      id: orders.id,
      orderSn: orders.orderSn,
      childId: orders.childId,
      childName: orders.childName,
      productNameEn: orders.productNameEn,
      productNameZh: orders.productNameZh,
      status: orders.status,
      currency: orders.currency,
      tuitionAmount: orders.tuitionAmount,
      applicationFee: orders.applicationFee,
      payAmount: orders.payAmount,
      answers: orders.answers,
      firstClassDate: orders.firstClassDate,
      transferProofFileId: orders.transferProofFileId,
      rejectionReason: orders.rejectionReason,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(asc(orders.id));
  const orderIds = orderRows.map((order) => order.id);
  const assessmentRows = await db
    .select({
      id: assessments.id,
      childId: assessments.childId,
      childName: assessments.childName,
      subjects: assessments.subjects,
      preferredSlots: assessments.preferredSlots,
      timeZone: assessments.timeZone,
      notes: assessments.notes,
      status: assessments.status,
      scheduledAt: assessments.scheduledAt,
      meetingUrl: assessments.meetingUrl,
      reportFileId: assessments.reportFileId,
      reportSentAt: assessments.reportSentAt,
      createdAt: assessments.createdAt,
    })
    .from(assessments)
    .where(eq(assessments.memberId, memberId))
    .orderBy(asc(assessments.id));
  const requirementRows = await db
    .select({
      id: requirements.id,
      childId: requirements.childId,
      childName: requirements.childName,
      status: requirements.status,
      questionnaire: requirements.questionnaire,
      meetingAt: requirements.meetingAt,
      orderId: requirements.orderId,
      closedReason: requirements.closedReason,
      createdAt: requirements.createdAt,
    })
    .from(requirements)
    .where(eq(requirements.memberId, memberId))
    .orderBy(asc(requirements.id));
  const feedbackRows = await db
    .select({
      id: feedback.id,
      category: feedback.category,
      childId: feedback.childId,
      orderId: feedback.orderId,
      status: feedback.status,
      createdAt: feedback.createdAt,
      processedAt: feedback.processedAt,
    })
    .from(feedback)
    .where(eq(feedback.memberId, memberId))
    .orderBy(asc(feedback.id));

  const none = [-1];
  const orderScope = orderIds.length ? orderIds : none;
  const assessmentScope = assessmentRows.length ? assessmentRows.map((row) => row.id) : none;
  const requirementScope = requirementRows.length ? requirementRows.map((row) => row.id) : none;
  const feedbackScope = feedbackRows.length ? feedbackRows.map((row) => row.id) : none;

  const [history, paymentRows, refundRows, receiptRows, entitlementRows, bookingRows, recordRows, assessmentSteps, requirementSteps, requirementFileRows, messageRows, messageFileRows, waitlistRows, notificationRows] =
    await Promise.all([
      db
        .select({ orderId: orderHistory.orderId, fromStatus: orderHistory.fromStatus, toStatus: orderHistory.toStatus, event: orderHistory.event, note: orderHistory.note, createdAt: orderHistory.createdAt })
        .from(orderHistory)
        .where(inArray(orderHistory.orderId, orderScope))
        .orderBy(asc(orderHistory.id)),
      db
        .select({ orderId: payments.orderId, method: payments.method, amount: payments.amount, currency: payments.currency, createdAt: payments.createdAt })
        .from(payments)
        .where(inArray(payments.orderId, orderScope)),
      db
        .select({ orderId: refunds.orderId, percent: refunds.percent, amount: refunds.amount, currency: refunds.currency, status: refunds.status, requestedAt: refunds.requestedAt, completedAt: refunds.completedAt })
        .from(refunds)
        .where(inArray(refunds.orderId, orderScope)),
      db
        .select({ id: receipts.id, orderId: receipts.orderId, sequence: receipts.sequence, kind: receipts.kind, total: receipts.total, refundAmount: receipts.refundAmount, currency: receipts.currency, issuedAt: receipts.issuedAt })
        .from(receipts)
        .where(inArray(receipts.orderId, orderScope))
        .orderBy(asc(receipts.sequence)),
      db
        .select({
          id: entitlements.id,
          orderId: entitlements.orderId,
          productNameEn: products.nameEn,
          productNameZh: products.nameZh,
          unit: entitlements.unit,
          total: entitlements.total,
          used: entitlements.used,
          equityDateStart: entitlements.equityDateStart,
          equityDateEnd: entitlements.equityDateEnd,
          activatedAt: entitlements.activatedAt,
          revokedAt: entitlements.revokedAt,
        })
        .from(entitlements)
        .innerJoin(products, eq(products.id, entitlements.productId))
        .where(eq(entitlements.memberId, memberId))
        .orderBy(asc(entitlements.id)),
      db
        .select({
          id: bookings.id,
          entitlementId: bookings.entitlementId,
          childId: bookings.childId,
          classNameEn: schedules.nameEn,
          classNameZh: schedules.nameZh,
          startAt: schedules.classDate,
          durationMinutes: schedules.durationMinutes,
          status: bookings.status,
          createdAt: bookings.createdAt,
          cancelledAt: bookings.cancelledAt,
        })
        .from(bookings)
        .innerJoin(entitlements, eq(entitlements.id, bookings.entitlementId))
        .innerJoin(schedules, eq(schedules.id, bookings.scheduleId))
        .where(eq(entitlements.memberId, memberId))
        .orderBy(asc(schedules.classDate), asc(bookings.id)),
      db
        .select({ id: academicRecords.id, childId: academicRecords.childId, kind: academicRecords.kind, term: academicRecords.term, titleEn: academicRecords.titleEn, titleZh: academicRecords.titleZh, fileId: academicRecords.fileId, createdAt: academicRecords.createdAt })
        .from(academicRecords)
        .where(inArray(academicRecords.childId, childIds.length ? childIds : none))
        .orderBy(asc(academicRecords.id)),
      db
        .select({ assessmentId: assessmentHistory.assessmentId, fromStatus: assessmentHistory.fromStatus, toStatus: assessmentHistory.toStatus, createdAt: assessmentHistory.createdAt })
        .from(assessmentHistory)
        .where(inArray(assessmentHistory.assessmentId, assessmentScope))
        .orderBy(asc(assessmentHistory.id)),
      db
        .select({ requirementId: requirementHistory.requirementId, fromStatus: requirementHistory.fromStatus, toStatus: requirementHistory.toStatus, createdAt: requirementHistory.createdAt })
        .from(requirementHistory)
        .where(inArray(requirementHistory.requirementId, requirementScope))
        .orderBy(asc(requirementHistory.id)),
      db
        .select({ requirementId: requirementFiles.requirementId, fileId: requirementFiles.fileId })
        .from(requirementFiles)
        .where(inArray(requirementFiles.requirementId, requirementScope))
        .orderBy(asc(requirementFiles.id)),
      db
        .select({ id: feedbackMessages.id, feedbackId: feedbackMessages.feedbackId, from: feedbackMessages.author, text: feedbackMessages.text, createdAt: feedbackMessages.createdAt })
        .from(feedbackMessages)
        .where(inArray(feedbackMessages.feedbackId, feedbackScope))
        .orderBy(asc(feedbackMessages.id)),
      db
        .select({ messageId: feedbackFiles.messageId, fileId: feedbackFiles.fileId })
        .from(feedbackFiles)
        .innerJoin(feedbackMessages, eq(feedbackMessages.id, feedbackFiles.messageId))
        .where(inArray(feedbackMessages.feedbackId, feedbackScope)),
      db
        .select({ productNameEn: products.nameEn, productNameZh: products.nameZh, childId: waitlistEntries.childId, status: waitlistEntries.status, createdAt: waitlistEntries.createdAt, offerExpiresAt: waitlistEntries.offerExpiresAt })
        .from(waitlistEntries)
        .innerJoin(products, eq(products.id, waitlistEntries.productId))
        .where(eq(waitlistEntries.memberId, memberId))
        .orderBy(asc(waitlistEntries.id)),
      db
        .select({ kind: notifications.kind, content: notifications.content, link: notifications.link, dueAt: notifications.dueAt, readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.userId, memberId))
        .orderBy(asc(notifications.dueAt), asc(notifications.id)),
    ]);

  // Their conversations with the teachers (issue 29): the teachers' messages to them are theirs too.
  const threadRows = await db
    .select({ id: teacherThreads.id, childId: teacherThreads.childId, productNameEn: products.nameEn, productNameZh: products.nameZh, createdAt: teacherThreads.createdAt, closedAt: teacherThreads.closedAt })
    .from(teacherThreads)
    .innerJoin(products, eq(products.id, teacherThreads.productId))
    .where(eq(teacherThreads.parentId, memberId))
    .orderBy(asc(teacherThreads.id));
  const threadScope = threadRows.length ? threadRows.map((row) => row.id) : none;
  const [threadMessageRows, threadFileRows] = await Promise.all([
    db
      .select({ id: teacherMessages.id, threadId: teacherMessages.threadId, from: teacherMessages.author, text: teacherMessages.text, createdAt: teacherMessages.createdAt })
      .from(teacherMessages)
      .where(inArray(teacherMessages.threadId, threadScope))
      .orderBy(asc(teacherMessages.id)),
    db
      .select({ messageId: teacherMessageFiles.messageId, fileId: teacherMessageFiles.fileId })
      .from(teacherMessageFiles)
      .innerJoin(teacherMessages, eq(teacherMessages.id, teacherMessageFiles.messageId))
      .where(inArray(teacherMessages.threadId, threadScope)),
  ]);

  // The files named above, and only those: each one reached through a row of this family.
  const avatarKey = profile.icon.startsWith(FILE_URL_PREFIX) ? profile.icon.slice(FILE_URL_PREFIX.length) : '';
  const fileIds = [
    ...orderRows.map((order) => order.transferProofFileId),
    ...assessmentRows.map((assessment) => (assessment.reportSentAt ? assessment.reportFileId : null)),
    ...recordRows.map((record) => record.fileId),
    ...requirementFileRows.map((row) => row.fileId),
    ...messageFileRows.map((row) => row.fileId),
    ...threadFileRows.map((row) => row.fileId),
  ].filter((id): id is number => id !== null);
  const files = await db
    .select({ id: storedFiles.id, key: storedFiles.key, mime: storedFiles.mime, size: storedFiles.size, originalName: storedFiles.originalName })
    .from(storedFiles)
    .where(or(inArray(storedFiles.id, fileIds.length ? fileIds : none), and(eq(storedFiles.key, avatarKey), eq(storedFiles.ownerId, memberId))))
    .orderBy(asc(storedFiles.id));

  return {
    profile,
    children: childRows,
    orders: orderRows,
    orderHistory: history,
    payments: paymentRows,
    refunds: refundRows,
    receipts: receiptRows,
    entitlements: entitlementRows,
    bookings: bookingRows,
    records: recordRows,
    assessments: assessmentRows,
    assessmentHistory: assessmentSteps,
    requirements: requirementRows,
    requirementHistory: requirementSteps,
    requirementFiles: requirementFileRows,
    feedback: feedbackRows,
    feedbackMessages: messageRows,
    feedbackFiles: messageFileRows,
    teacherThreads: threadRows,
    teacherMessages: threadMessageRows,
    teacherMessageFiles: threadFileRows,
    waitlist: waitlistRows,
    notifications: notificationRows,
    files,
  };
}

export type FamilyData = NonNullable<Awaited<ReturnType<typeof readFamilyData>>>;
