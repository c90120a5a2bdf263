import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../../shared/api/admin-orders.ts';
import type { CourseMoveOutcomeDto, MoveTargetDto } from '../../../../shared/api/course-moves.ts';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import { sweepCourseMoves } from '../../../domain/class-sizes/course-moves.ts';
import type { OrderDeps } from '../../../domain/orders/order-deps.ts';
import { auditLog, bookings, courseMoves, entitlements, notifications, orders, payments, products, refunds } from '../../../db/schema.ts';
import { envelopeOf, get, post, readOutbox, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { courseWithClasses } from '../../../../../tests/support/factories-bookings.ts';
import {
  createCardPaidOrder,
  createOrderFor,
  createOrdersTestApp,
  createPaidOrder,
  orderDetail,
  parentWithChild,
  staffToken,
  stockOf,
} from '../../../../../tests/support/factories-orders.ts';

/** The test clock starts on 2 March 2026 at 08:00 UTC: a first class two days on is inside the three-day decision window. */
const SOON = '2026-03-04T01:00:00Z';

describe('moving children to another course (issue 30, items 4 and 5; ADR 029)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  const depsNow = (): OrderDeps => ({
    db: testApp.db,
    env: testApp.app.env,
    provider: testApp.app.cardPayments,
    mailer: testApp.app.mailer,
    now: testApp.clock(),
  });
  const moveCourse = (productId: number, toProductId: number, difference: 'refund' | 'waive' = 'waive') =>
    post(testApp.app, `/api/admin/courseDecision/move/${productId}`, { toProductId, difference }, { token: staff });
  const accept = (orderId: number, token: string, language: 'en' | 'cn' = 'en') => post(testApp.app, `/api/ddcOrder/acceptMove/${orderId}`, undefined, { token, language });
  const decline = (orderId: number, token: string) => post(testApp.app, `/api/ddcOrder/declineMove/${orderId}`, undefined, { token });
  const orderRow = async (id: number) => (await testApp.db.select().from(orders).where(eq(orders.id, id)))[0];
  const moveOf = async (orderId: number) => (await testApp.db.select().from(courseMoves).where(eq(courseMoves.orderId, orderId)))[0];
  const kindsFor = async (memberOrderId: number, kind: string) => {
    const order = await orderRow(memberOrderId);
    return testApp.db.select().from(notifications).where(and(eq(notifications.userId, order.memberId), eq(notifications.kind, kind as never)));
  };

  /** A course two days from its first class with a card-paid family, a transfer-paid one and an unpaid one, and a target of the same subject. */
  async function smallCourseAndTarget(target: { stock?: number; price?: number } = {}) {
    const course = await courseWithClasses(testApp.db, { classes: 3, firstClass: SOON });
    const to = await courseWithClasses(testApp.db, { classes: 4, sessions: 4, firstClass: '2026-09-05T01:00:00Z' });
    await testApp.db
      .update(products)
      .set({ stock: target.stock ?? 30, ...(target.price ? { price: target.price } : {}) })
      .where(eq(products.id, to.productId));
    const [card, transfer, unpaid] = await Promise.all([0, 1, 2].map(() => parentWithChild(testApp.app)));
    const cardOrder = await createCardPaidOrder(testApp.app, card.token, course.productId, card.childId);
    const transferOrder = await createPaidOrder(testApp.app, transfer.token, course.productId, transfer.childId);
    const unpaidOrder = await createOrderFor(testApp.app, unpaid.token, course.productId, unpaid.childId);
    return {
      course,
      target: to,
      card: { ...card, orderId: cardOrder.id },
      transfer: { ...transfer, orderId: transferOrder.id },
      unpaid: { ...unpaid, orderId: unpaidOrder.id },
    };
  }

  it('lists the courses of the same subject a child can move to', async () => {
    const { course, target } = await smallCourseAndTarget();
    const answer = await get(testApp.app, `/api/admin/courseMove/targets/${course.productId}`, { token: staff });
    expect(answer.statusCode, answer.body).toBe(200);
    const list = envelopeOf(answer).data as MoveTargetDto[];
    expect(list.map((item) => item.id)).toContain(target.productId);
    expect(list.map((item) => item.id)).not.toContain(course.productId);
    expect(list.find((item) => item.id === target.productId)).toMatchObject({ seatsLeft: 30, tuition: 129_000, currency: 'USD' });
  });

  it('offers each paid family a move with a deadline and a mail; accepting keeps the payment and moves the seat, declining refunds in full, and the course is cancelled once all have answered', async () => {
    const { course, target, card, transfer, unpaid } = await smallCourseAndTarget();
    const sourceStock = await stockOf(testApp.db, course.productId);
    const moved = await moveCourse(course.productId, target.productId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((envelopeOf(moved).data as CourseMoveOutcomeDto).offered).toBe(2);
    // Decided: no longer a task on the dashboard's list.
    const toDecide = envelopeOf(await get(testApp.app, '/api/admin/courseDecision/list', { token: staff })).data as { id: number }[];
    expect(toDecide.some((item) => item.id === course.productId)).toBe(false);
    expect(await moveOf(unpaid.orderId)).toBeUndefined();
    const offer = await moveOf(card.orderId);
    expect(offer).toMatchObject({ status: 'offered', kind: 'decision', toProductId: target.productId, priceDifference: 0, differencePolicy: 'waive' });
    // MOVE_ACCEPT_DAYS (2) from now.
    expect(offer.expiresAt?.toISOString()).toBe(new Date(testApp.clock().getTime() + 2 * 86_400_000).toISOString());

    // The notification in both languages, and the real mail through the outbox adapter.
    const [told] = await kindsFor(card.orderId, 'courseMoveOffered');
    expect(told.content.cn.subject).toContain('未能成班');
    expect(told.link).toBe(`/order-detail?id=${card.orderId}`);
    await testApp.app.deliverNotifications();
    const mail = (await readOutbox(testApp.dataDir)).filter((message) => message.to.includes(card.email)).at(-1);
    expect(mail?.subject).toContain('did not fill: please answer the move by');
    expect(mail?.text).toContain('the payment is kept in full');

    // The family sees the offer on their order, in their language.
    const seen = await orderDetail(testApp.app, card.token, card.orderId, 'cn');
    expect(seen.moveOffer).toMatchObject({ status: 'offered', toProductId: target.productId, toStartDate: '2026-09-01', priceDifference: 0 });

    const [paidBefore] = await testApp.db.select().from(payments).where(eq(payments.orderId, card.orderId));
    const targetStock = await stockOf(testApp.db, target.productId);
    const accepted = await accept(card.orderId, card.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(envelopeOf(accepted).message).toBe('Moved to the new course');
    expect((envelopeOf(accepted).data as OrderDetail).moveOffer).toBeNull();
    const order = await orderRow(card.orderId);
    expect(order).toMatchObject({ productId: target.productId, status: 2, holdsSeat: true, firstClassDate: '2026-09-01', tuitionAmount: paidBefore.amount - order.applicationFee });
    expect(await testApp.db.select().from(payments).where(eq(payments.orderId, card.orderId))).toEqual([paidBefore]);
    expect(await testApp.db.$count(refunds, eq(refunds.orderId, card.orderId))).toBe(0);
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, card.orderId));
    expect(entitlement).toMatchObject({ productId: target.productId, total: 4, revokedAt: null });
    // The target has a fixed class list of four: the child is booked into it.
    expect(await testApp.db.$count(bookings, and(eq(bookings.entitlementId, entitlement.id), eq(bookings.status, 'booked')))).toBe(4);
    expect(await stockOf(testApp.db, target.productId)).toBe(targetStock! - 1);
    expect(await stockOf(testApp.db, course.productId)).toBe(sourceStock! + 1);
    expect(await kindsFor(card.orderId, 'courseMoved')).toHaveLength(1);

    const again = await accept(card.orderId, card.token, 'cn');
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('此转班安排已答复');

    const declined = await decline(transfer.orderId, transfer.token);
    expect(declined.statusCode, declined.body).toBe(200);
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, transfer.orderId));
    expect(refund).toMatchObject({ method: 'offline', status: 'requested', percent: 100, amount: (await orderRow(transfer.orderId)).tuitionAmount });
    expect((await moveOf(transfer.orderId)).status).toBe('declined');

    // Everyone answered: the course is cancelled, its unpaid hold closed; the moved order is untouched.
    const [source] = await testApp.db.select().from(products).where(eq(products.id, course.productId));
    expect(source.cancelledAt).not.toBeNull();
    expect((await orderRow(unpaid.orderId)).status).toBe(4);
    expect(await orderRow(card.orderId)).toMatchObject({ productId: target.productId, status: 2 });
    expect(await testApp.db.$count(refunds, eq(refunds.orderId, card.orderId))).toBe(0);
  });

  it('refunds the difference when the target is cheaper and staff chose to refund it', async () => {
    const { course, target, card } = await smallCourseAndTarget({ price: 100_000 });
    expect((await moveCourse(course.productId, target.productId, 'refund')).statusCode).toBe(200);
    const before = await orderRow(card.orderId);
    const offer = await moveOf(card.orderId);
    expect(offer).toMatchObject({ priceDifference: before.tuitionAmount - 100_000, differencePolicy: 'refund' });
    expect((await orderDetail(testApp.app, card.token, card.orderId)).moveOffer).toMatchObject({ priceDifference: before.tuitionAmount - 100_000, differencePolicy: 'refund' });
    expect((await accept(card.orderId, card.token)).statusCode).toBe(200);
    expect(await moveOf(card.orderId)).toMatchObject({ status: 'accepted', differenceRefundStatus: 'completed' });
    expect((await moveOf(card.orderId)).differenceProviderRefundId).toMatch(/^sbxre_/);
    expect((await orderRow(card.orderId)).tuitionAmount).toBe(100_000);
  });

  it('leaves a transfer-paid family’s difference for staff to send, who mark it sent once, audited', async () => {
    const { course, target, transfer } = await smallCourseAndTarget({ price: 100_000 });
    expect((await moveCourse(course.productId, target.productId, 'refund')).statusCode).toBe(200);
    const difference = (await orderRow(transfer.orderId)).tuitionAmount - 100_000;
    expect((await accept(transfer.orderId, transfer.token)).statusCode).toBe(200);
    expect(await moveOf(transfer.orderId)).toMatchObject({ status: 'accepted', differenceRefundStatus: 'requested' });

    const detailOf = async () => envelopeOf(await get(testApp.app, `/api/admin/order/detail/${transfer.orderId}`, { token: staff })).data as AdminOrderDetail;
    expect(await detailOf()).toMatchObject({ differenceRefund: { amount: difference, status: 'requested' }, staffActions: expect.arrayContaining(['completeDifferenceRefund']) });
    expect((await post(testApp.app, `/api/admin/order/completeDifferenceRefund/${transfer.orderId}`, undefined, { token: transfer.token })).statusCode).toBe(403);
    const done = await post(testApp.app, `/api/admin/order/completeDifferenceRefund/${transfer.orderId}`, undefined, { token: staff });
    expect(done.statusCode, done.body).toBe(200);
    expect(envelopeOf(done).data).toMatchObject({ differenceRefund: null, staffActions: expect.not.arrayContaining(['completeDifferenceRefund']) });
    expect((await moveOf(transfer.orderId)).differenceRefundStatus).toBe('completed');
    const audited = await testApp.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.action, 'order.completeDifferenceRefund'), eq(auditLog.entityId, String(transfer.orderId))));
    expect(audited).toEqual([expect.objectContaining({ before: { differenceRefundStatus: 'requested' }, after: { differenceRefundStatus: 'completed', amount: difference } })]);
    const twice = await post(testApp.app, `/api/admin/order/completeDifferenceRefund/${transfer.orderId}`, undefined, { token: staff, language: 'cn' });
    expect(twice.statusCode).toBe(409);
    expect(envelopeOf(twice).message).toBe('此订单没有待退还的差额');
  });

  it('a dearer target costs the family nothing more', async () => {
    const { course, target, card } = await smallCourseAndTarget({ price: 150_000 });
    expect((await moveCourse(course.productId, target.productId, 'refund')).statusCode).toBe(200);
    const before = await orderRow(card.orderId);
    expect(await moveOf(card.orderId)).toMatchObject({ priceDifference: before.tuitionAmount - 150_000, differencePolicy: 'waive' });
    expect((await accept(card.orderId, card.token)).statusCode).toBe(200);
    expect(await orderRow(card.orderId)).toMatchObject({ tuitionAmount: before.tuitionAmount, payAmount: before.payAmount });
  });

  it('answers 404 to another family, 401 to a visitor and 403 to a parent on the staff side', async () => {
    const { course, target, card } = await smallCourseAndTarget();
    expect((await moveCourse(course.productId, target.productId)).statusCode).toBe(200);
    const stranger = await parentWithChild(testApp.app);
    const foreign = await accept(card.orderId, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(envelopeOf(foreign).message).toBe('This order was not found');
    expect((await decline(card.orderId, stranger.token)).statusCode).toBe(404);
    expect((await post(testApp.app, `/api/ddcOrder/acceptMove/${card.orderId}`)).statusCode).toBe(401);
    expect((await post(testApp.app, `/api/admin/courseDecision/move/${course.productId}`, { toProductId: target.productId }, { token: card.token })).statusCode).toBe(403);
    expect((await post(testApp.app, `/api/admin/order/move/${card.orderId}`, { toProductId: target.productId }, { token: card.token })).statusCode).toBe(403);
    expect((await get(testApp.app, `/api/admin/courseMove/targets/${course.productId}`, { token: card.token })).statusCode).toBe(403);
    expect((await moveOf(card.orderId)).status).toBe('offered');
    // A second move of the same course is refused.
    const twice = await moveCourse(course.productId, target.productId);
    expect(twice.statusCode).toBe(409);
    expect(envelopeOf(twice).message).toBe('A move is already offered for this course or order');
  });

  it('moves once when a family accepts twice at once, and refuses the second family when the last seat went meanwhile', async () => {
    const { course, target, card, transfer } = await smallCourseAndTarget({ stock: 1 });
    expect((await moveCourse(course.productId, target.productId)).statusCode).toBe(200);
    const [first, second] = await Promise.all([accept(card.orderId, card.token), accept(card.orderId, card.token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(testApp.db, target.productId)).toBe(0);
    expect(await kindsFor(card.orderId, 'courseMoved')).toHaveLength(1);

    const full = await accept(transfer.orderId, transfer.token, 'cn');
    expect(full.statusCode).toBe(409);
    expect(envelopeOf(full).message).toBe('拟转入的课程已无名额，请与我们联系');
    // Nothing of the refused move stays: the order, its offer and the seats are as they were.
    expect(await orderRow(transfer.orderId)).toMatchObject({ productId: course.productId });
    expect((await moveOf(transfer.orderId)).status).toBe('offered');
    expect(await stockOf(testApp.db, target.productId)).toBe(0);
  });

  it('refuses the seat at commit when another order takes the last one between the check and the commit', async () => {
    const { course, target, card, transfer } = await smallCourseAndTarget({ stock: 1 });
    expect((await moveCourse(course.productId, target.productId)).statusCode).toBe(200);
    const [a, b] = await Promise.all([accept(card.orderId, card.token), accept(transfer.orderId, transfer.token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const movedIds = (await testApp.db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, [card.orderId, transfer.orderId]), eq(orders.productId, target.productId)))).map((row) => row.id);
    expect(movedIds).toHaveLength(1);
    expect(await stockOf(testApp.db, target.productId)).toBe(0);
  });

  it('an offer not answered by its deadline ends in the sweep with a full refund; accepting it late answers 409', async () => {
    const { course, target, card, transfer } = await smallCourseAndTarget();
    expect((await moveCourse(course.productId, target.productId)).statusCode).toBe(200);
    expect((await decline(transfer.orderId, transfer.token)).statusCode).toBe(200);
    testApp.clock.advanceSeconds(2 * 86_400 + 60);
    const late = await accept(card.orderId, card.token);
    expect(late.statusCode).toBe(409);
    expect(envelopeOf(late).message).toBe('The time to answer this move has ended: the tuition is refunded instead');

    const swept = await sweepCourseMoves(depsNow());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await moveOf(card.orderId)).status).toBe('expired');
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, card.orderId));
    const order = await orderRow(card.orderId);
    expect(refund).toMatchObject({ method: 'card', status: 'completed', percent: 100, amount: order.tuitionAmount });
    expect(order).toMatchObject({ status: 5, productId: course.productId });
    const [source] = await testApp.db.select().from(products).where(eq(products.id, course.productId));
    expect(source.cancelledAt).not.toBeNull();
    const afterSweep = await accept(card.orderId, card.token);
    expect(envelopeOf(afterSweep).message).toBe('The time to answer this move has ended: the tuition is refunded instead');
    // A second turn of the sweep refunds nothing again.
    await sweepCourseMoves(depsNow());
    expect(await testApp.db.$count(refunds, eq(refunds.orderId, card.orderId))).toBe(1);
  });

  it('staff move one paid child to another course, keeping the payment, audited and told', async () => {
    const from = await courseWithClasses(testApp.db, { classes: 4, sessions: 4 });
    const to = await courseWithClasses(testApp.db, { classes: 4, sessions: 4, firstClass: '2026-10-05T01:00:00Z' });
    const family = await parentWithChild(testApp.app);
    const paid = await createCardPaidOrder(testApp.app, family.token, from.productId, family.childId);
    const [fromStock, toStock] = [await stockOf(testApp.db, from.productId), await stockOf(testApp.db, to.productId)];
    const moved = await post(testApp.app, `/api/admin/order/move/${paid.id}`, { toProductId: to.productId, note: 'The family asked by feedback' }, { token: staff });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await orderRow(paid.id)).toMatchObject({ productId: to.productId, status: 2 });
    expect(await testApp.db.$count(payments, eq(payments.orderId, paid.id))).toBe(1);
    expect(await stockOf(testApp.db, from.productId)).toBe(fromStock! + 1);
    expect(await stockOf(testApp.db, to.productId)).toBe(toStock! - 1);
    const [audit] = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.move'), eq(auditLog.entityId, String(paid.id))));
    expect(audit).toMatchObject({ entityType: 'order', note: 'The family asked by feedback', before: expect.objectContaining({ productId: from.productId }), after: expect.objectContaining({ productId: to.productId }) });
    const [told] = await kindsFor(paid.id, 'courseMoved');
    expect(told.content.en.subject).toContain('is moved to');
    const detail = await orderDetail(testApp.app, family.token, paid.id);
    expect(detail.history.map((entry) => entry.note)).toContain('Moved to another course by the academy: The family asked by feedback');

    // Not to a course of another subject, nor an unpaid order.
    const physics = await courseWithClasses(testApp.db, { classes: 4, sessions: 4 });
    await testApp.db.update(products).set({ subject: 'physics' }).where(eq(products.id, physics.productId));
    const otherSubject = await post(testApp.app, `/api/admin/order/move/${paid.id}`, { toProductId: physics.productId }, { token: staff });
    expect(otherSubject.statusCode).toBe(409);
    expect(envelopeOf(otherSubject).message).toBe('Pick a course of the same subject that has not begun, is not cancelled and has a seat');
    const unpaidFamily = await parentWithChild(testApp.app);
    const unpaid = await createOrderFor(testApp.app, unpaidFamily.token, from.productId, unpaidFamily.childId);
    expect((await post(testApp.app, `/api/admin/order/move/${unpaid.id}`, { toProductId: to.productId }, { token: staff })).statusCode).toBe(409);
  });
});
