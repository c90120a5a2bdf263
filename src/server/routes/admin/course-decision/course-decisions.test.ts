import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../../shared/api/admin-dashboard.ts';
import type { CourseCancelOutcomeDto, CourseToDecideDto } from '../../../../shared/api/course-decisions.ts';
import { bookings, entitlements, notifications, orders, products, refunds } from '../../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { courseWithClasses } from '../../../../../tests/support/factories-bookings.ts';
import { createCardPaidOrder, createOrderFor, createOrdersTestApp, createPaidOrder, parentWithChild, requestOrder, staffToken } from '../../../../../tests/support/factories-orders.ts';

/** The test clock starts on 2 March 2026 at 08:00 UTC: a first class two days on is inside the three-day decision window. */
const SOON = '2026-03-04T01:00:00Z';

describe('the decision before a small class starts (D31)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  const toDecide = async () => envelopeOf(await get(testApp.app, '/api/admin/courseDecision/list', { token: staff })).data as CourseToDecideDto[];
  const told = (orderIds: number[], kind: string) =>
    testApp.db
      .select({ userId: notifications.userId, content: notifications.content })
      .from(notifications)
      .innerJoin(orders, eq(orders.memberId, notifications.userId))
      .where(and(inArray(orders.id, orderIds), eq(notifications.kind, kind as never)));

  /** A course two days from its first class with a card-paid family, a transfer-paid one and an unpaid one: three of four. */
  async function smallCourse() {
    const course = await courseWithClasses(testApp.db, { classes: 3, firstClass: SOON });
    const [card, transfer, unpaid] = await Promise.all([0, 1, 2].map(() => parentWithChild(testApp.app)));
    const cardOrder = await createCardPaidOrder(testApp.app, card.token, course.productId, card.childId);
    const transferOrder = await createPaidOrder(testApp.app, transfer.token, course.productId, transfer.childId);
    const unpaidOrder = await createOrderFor(testApp.app, unpaid.token, course.productId, unpaid.childId);
    return { course, card: { ...card, orderId: cardOrder.id }, transfer: { ...transfer, orderId: transferOrder.id }, unpaid: { ...unpaid, orderId: unpaidOrder.id } };
  }

  it('lists a course below its minimum near its first class as a task on the dashboard; running it anyway confirms it and tells the families', async () => {
    const { course, card, transfer } = await smallCourse();
    const listed = (await toDecide()).find((item) => item.id === course.productId);
    expect(listed?.classSize).toMatchObject({ minStudents: 4, enrolled: 3, formingState: 'forming' });
    expect(listed?.firstClassAt).toBe(new Date(SOON).toISOString());
    const summary = envelopeOf(await get(testApp.app, '/api/admin/dashboard/summary', { token: staff })).data as DashboardSummary;
    expect(summary.waiting.coursesToDecide).toBeGreaterThanOrEqual(1);

    const ran = await post(testApp.app, `/api/admin/courseDecision/runAnyway/${course.productId}`, undefined, { token: staff });
    expect(ran.statusCode, ran.body).toBe(200);
    expect((await toDecide()).some((item) => item.id === course.productId)).toBe(false);
    const detail = envelopeOf(await post(testApp.app, `/api/ddcProduct/detail/${course.productId}`)).data as { formingState: string };
    expect(detail.formingState).toBe('confirmed');
    const mails = await told([card.orderId, transfer.orderId], 'courseConfirmed');
    expect(mails).toHaveLength(2);
    expect(mails[0].content.cn.subject).toContain('确认开班');
  });

  it('cancels a course: unpaid orders close, card and transfer orders are refunded in full once even when cancelled twice at once, and families are told', async () => {
    const { course, card, transfer, unpaid } = await smallCourse();
    const [first, second] = await Promise.all([
      post(testApp.app, `/api/admin/courseDecision/cancel/${course.productId}`, undefined, { token: staff }),
      post(testApp.app, `/api/admin/courseDecision/cancel/${course.productId}`, undefined, { token: staff }),
    ]);
    expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([200, 200]);
    const outcomes = [first, second].map((answer) => envelopeOf(answer).data as CourseCancelOutcomeDto);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.refunded, 0)).toBe(1);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.refundsForStaff, 0)).toBe(1);

    const rows = await testApp.db.select().from(refunds).where(inArray(refunds.orderId, [card.orderId, transfer.orderId]));
    expect(rows).toHaveLength(2);
    const byOrder = new Map(rows.map((row) => [row.orderId, row]));
    const [cardPaid] = await testApp.db.select().from(orders).where(eq(orders.id, card.orderId));
    expect(byOrder.get(card.orderId)).toMatchObject({ method: 'card', status: 'completed', percent: 100, amount: cardPaid.tuitionAmount });
    expect(byOrder.get(transfer.orderId)).toMatchObject({ method: 'offline', status: 'requested', percent: 100 });

    const statuses = await testApp.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, [card.orderId, transfer.orderId, unpaid.orderId]));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [card.orderId]: 5, [transfer.orderId]: 1, [unpaid.orderId]: 4 });
    const ended = await testApp.db.select().from(entitlements).where(inArray(entitlements.orderId, [card.orderId, transfer.orderId]));
    expect(ended.every((row) => row.revokedAt !== null)).toBe(true);
    const booked = await testApp.db.select().from(bookings).where(and(inArray(bookings.entitlementId, ended.map((row) => row.id)), eq(bookings.status, 'booked')));
    expect(booked).toHaveLength(0);

    const cancelledMails = await told([card.orderId, transfer.orderId, unpaid.orderId], 'courseCancelled');
    expect(cancelledMails).toHaveLength(3);
    expect(cancelledMails.map((mail) => mail.content.cn.subject)).toContain(cancelledMails[0].content.cn.subject);
    expect(cancelledMails[0].content.cn.subject).toContain('未能开班，已取消');
    expect(await told([card.orderId], 'refundCompleted')).toHaveLength(1);

    const [product] = await testApp.db.select().from(products).where(eq(products.id, course.productId));
    expect(product.cancelledAt).not.toBeNull();
    const detail = envelopeOf(await post(testApp.app, `/api/ddcProduct/detail/${course.productId}`)).data as { formingState: string };
    expect(detail.formingState).toBe('cancelled');
    const another = await parentWithChild(testApp.app);
    const late = await requestOrder(testApp.app, another.token, { productId: course.productId, childId: another.childId });
    expect(late.statusCode).toBe(409);
    expect(envelopeOf(late).message).toBe('This course was cancelled and takes no more applications');

    // A later run refunds nothing again.
    const again = envelopeOf(await post(testApp.app, `/api/admin/courseDecision/cancel/${course.productId}`, undefined, { token: staff })).data as CourseCancelOutcomeDto;
    // The card order is refunded (5) and out of the list; the transfer's refund waits for staff.
    expect(again).toMatchObject({ refunded: 0, refundsForStaff: 0, alreadyRefunded: 1 });
    expect(await testApp.db.$count(refunds, inArray(refunds.orderId, [card.orderId, transfer.orderId]))).toBe(2);
  });

  it('refunds an order once when the cancellation races the family’s own refund', async () => {
    const { course, card } = await smallCourse();
    const [own, cancelled] = await Promise.all([
      post(testApp.app, `/api/ddcOrder/refund/${card.orderId}`, undefined, { token: card.token }),
      post(testApp.app, `/api/admin/courseDecision/cancel/${course.productId}`, undefined, { token: staff }),
    ]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([200, 409]).toContain(own.statusCode);
    expect(await testApp.db.$count(refunds, eq(refunds.orderId, card.orderId))).toBe(1);
    const [order] = await testApp.db.select({ status: orders.status }).from(orders).where(eq(orders.id, card.orderId));
    expect(order.status).toBe(5);
  });

  it('is for staff only', async () => {
    const parent = await parentWithChild(testApp.app);
    expect((await get(testApp.app, '/api/admin/courseDecision/list', { token: parent.token })).statusCode).toBe(403);
    expect((await post(testApp.app, '/api/admin/courseDecision/cancel/1', undefined, { token: parent.token })).statusCode).toBe(403);
  });
});
