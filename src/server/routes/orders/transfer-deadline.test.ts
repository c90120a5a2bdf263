import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders.ts';
import { auditLog, notifications } from '../../db/schema.ts';
import { envelopeOf, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  createOrderFor,
  createOrdersTestApp,
  createProduct,
  newStaffToken,
  orderDetail,
  orderFootprint,
  parentWithChild,
  sendTransferProof,
  uploadReceipt,
} from '../../../../tests/support/factories-orders.ts';

const HOUR = 3600;

/** D25: the payment deadline follows the method the parent chose first. */
describe('the payment deadline of a transfer', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    // From Monday 2 March 2026, 16:00 in Shanghai, to Friday 6 March, 19:30 there.
    testApp.clock.advanceSeconds(4 * 24 * HOUR + 3.5 * HOUR);
  });
  afterAll(() => testApp.close());

  const remindersOf = (orderId: number) =>
    testApp.db
      .select({ dueAt: notifications.dueAt, sendBefore: notifications.sendBefore, content: notifications.content })
      .from(notifications)
      .where(and(eq(notifications.kind, 'paymentDeadlineSoon'), eq(notifications.link, `/order-detail?id=${orderId}`)));

  it('holds a Friday-evening transfer until Wednesday evening, with a reminder a day before; the receipt holds it until staff decide', async () => {
    expect(testApp.clock().toISOString()).toBe('2026-03-06T11:30:00.000Z');
    const product = await createProduct(testApp.db, { stock: 3, nameEn: 'Number Theory' });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    // Placed, no method yet: the card's 30 minutes.
    expect(order.expiresAt).toBe('2026-03-06T12:00:00.000Z');

    const pay = await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    expect(pay.statusCode).toBe(200);
    const chosen = await orderDetail(testApp.app, parent.token, order.id, 'cn');
    expect(chosen).toMatchObject({ status: 0, expiresAt: '2026-03-11T11:30:00.000Z' });
    expect(chosen.history.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 0, actor: 'member', note: '已选择银行转账支付' });
    const [reminder] = await remindersOf(order.id);
    expect(reminder).toMatchObject({ dueAt: new Date('2026-03-10T11:30:00Z'), sendBefore: new Date('2026-03-11T11:30:00Z') });
    expect(reminder.content.en.subject).toBe(`Order ${order.orderSn}: 24 hours left to pay`);
    expect(reminder.content.cn.text).toContain('2026年3月11日星期三 19:30');

    // Choosing transfer again, or a card, never moves it.
    testApp.clock.advanceSeconds(HOUR);
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    expect((await orderDetail(testApp.app, parent.token, order.id)).expiresAt).toBe('2026-03-11T11:30:00.000Z');
    const card = await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: parent.token });
    expect(card.statusCode).toBe(200);
    expect(await orderDetail(testApp.app, parent.token, order.id)).toMatchObject({ status: 7, expiresAt: '2026-03-11T11:30:00.000Z' });
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    expect(await orderDetail(testApp.app, parent.token, order.id)).toMatchObject({ status: 0, expiresAt: '2026-03-11T11:30:00.000Z' });

    // Still held on Tuesday; the receipt on Wednesday afternoon holds the seat until staff decide.
    testApp.clock.advanceSeconds(4 * 24 * HOUR + 18 * HOUR);
    const proof = await sendTransferProof(testApp.app, parent.token, order.id);
    expect(proof).toMatchObject({ status: 6, expiresAt: null });
    expect(await remindersOf(order.id)).toEqual([]);
    testApp.clock.advanceSeconds(7 * 24 * HOUR);
    expect(await orderFootprint(testApp.db, order.id)).toMatchObject({ status: 6, holdsSeat: true, stock: 2 });
  });

  it('keeps the card deadline for a parent who tried a card first', async () => {
    const product = await createProduct(testApp.db, { stock: 3 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    expect((await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: parent.token })).statusCode).toBe(200);
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    expect(await orderDetail(testApp.app, parent.token, order.id)).toMatchObject({ status: 0, expiresAt: order.expiresAt });
    expect(await remindersOf(order.id)).toEqual([]);
  });

  it('refuses a receipt after the deadline in both languages, and the order closes as before', async () => {
    const product = await createProduct(testApp.db, { stock: 3 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    const { expiresAt } = await orderDetail(testApp.app, parent.token, order.id);
    testApp.clock.advanceSeconds((new Date(expiresAt!).getTime() - testApp.clock().getTime()) / 1000 + 60);
    const fileKey = await uploadReceipt(testApp.app, parent.token);

    const late = await post(testApp.app, `/api/ddcOrder/transferProof/${order.id}`, { fileKey }, { token: parent.token });
    expect(late.statusCode).toBe(409);
    expect(envelopeOf(late).message).toBe(
      'The deadline to pay this order by transfer has passed, so the receipt cannot be taken: the order is closed and its seat freed',
    );
    const again = await post(testApp.app, `/api/ddcOrder/transferProof/${order.id}`, { fileKey }, { token: parent.token, language: 'cn' });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('此订单的转账付款期限已过，无法再上传凭证：订单已关闭，名额已释放');
    expect(await orderFootprint(testApp.db, order.id)).toMatchObject({ status: 4, holdsSeat: false, stock: 3 });
    expect(await remindersOf(order.id)).toEqual([]);
  });

  it('lets staff extend a deadline by working days, audited, with the reminder moved; a rejected receipt gives a transfer deadline again', async () => {
    const product = await createProduct(testApp.db, { stock: 3 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    const before = (await orderDetail(testApp.app, parent.token, order.id)).expiresAt!;
    const staffToken2 = await newStaffToken(testApp.app);

    const extended = await post(testApp.app, `/api/admin/order/extendDeadline/${order.id}`, { workingDays: 2 }, { token: staffToken2 });
    expect(extended.statusCode).toBe(200);
    const detail = envelopeOf(extended).data as AdminOrderDetail;
    const after = new Date(detail.expiresAt!);
    // Two working days after the old deadline, at the same time of day.
    expect((after.getTime() - new Date(before).getTime()) / (24 * HOUR * 1000)).toBeGreaterThanOrEqual(2);
    expect(after.toISOString().slice(11)).toBe(new Date(before).toISOString().slice(11));
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 0, actor: 'staff', note: 'Payment deadline extended by the academy' });
    const [audit] = await testApp.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.extendDeadline'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toMatchObject({ before: { expiresAt: before }, after: { expiresAt: after.toISOString() } });
    const [reminder] = await remindersOf(order.id);
    expect(reminder.dueAt.getTime()).toBe(after.getTime() - 24 * HOUR * 1000);

    for (const workingDays of [0, 11, 1.5]) {
      const refused = await post(testApp.app, `/api/admin/order/extendDeadline/${order.id}`, { workingDays }, { token: staffToken2 });
      expect(refused.statusCode).toBe(400);
    }
    expect((await post(testApp.app, `/api/admin/order/extendDeadline/${order.id}`, { workingDays: 1 }, { token: parent.token })).statusCode).toBe(403);

    await sendTransferProof(testApp.app, parent.token, order.id);
    const underReview = await post(testApp.app, `/api/admin/order/extendDeadline/${order.id}`, { workingDays: 1 }, { token: staffToken2 });
    expect(underReview.statusCode).toBe(409);

    const rejected = await post(testApp.app, `/api/admin/order/rejectTransfer/${order.id}`, { reason: 'Unreadable' }, { token: staffToken2 });
    expect(rejected.statusCode).toBe(200);
    const reopened = new Date((envelopeOf(rejected).data as AdminOrderDetail).expiresAt!);
    expect(reopened.getTime() - testApp.clock().getTime()).toBeGreaterThanOrEqual(3 * 24 * HOUR * 1000 - 60_000);
    expect(await remindersOf(order.id)).toHaveLength(1);
  });
});
