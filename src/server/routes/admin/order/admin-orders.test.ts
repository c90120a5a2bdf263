import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderList } from '../../../../shared/api/admin-orders.ts';
import { OrderStatus } from '../../../../shared/api/orders.ts';
import { entitlements, orders } from '../../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import {
  childFor,
  createCardPaidOrder,
  createOrderFor,
  createOrdersTestApp,
  createPaidOrder,
  createProduct,
  parentWithChild,
  sendTransferProof,
  stockOf,
} from '../../../../../tests/support/factories-orders.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/order: staff search, act on and export every family’s orders', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let adviser: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
    adviser = await memberWithRole(testApp.app, 'adviser');
  });
  afterAll(() => testApp.close());

  const list = (query: string, token = admin.token) => expectOk<AdminOrderList>(testApp.app, 'GET', `/api/admin/order/list${query}`, undefined, { token });
  const detail = (id: number, language: 'en' | 'cn' = 'en') =>
    expectOk<AdminOrderDetail>(testApp.app, 'GET', `/api/admin/order/detail/${id}`, undefined, { token: admin.token, language });

  it('searches by order number, parent, child and course; filters by status and payment; sorts; pages', async () => {
    const parent = await parentWithChild(testApp.app);
    const otherChild = await childFor(testApp.app, parent.token, { name: 'Zephyrine Wu' });
    const course = await createProduct(testApp.db, { nameEn: 'Quasar Astronomy', nameZh: '类星体天文', stock: 5, price: 90_000 });
    const cheap = await createProduct(testApp.db, { nameEn: 'Pebble Geology', nameZh: '卵石地质', stock: 5, price: 10_000 });
    const unpaid = await createOrderFor(testApp.app, parent.token, course.id, otherChild);
    const underReview = await createOrderFor(testApp.app, parent.token, cheap.id, parent.childId);
    await sendTransferProof(testApp.app, parent.token, underReview.id);
    // One open order per child and course (D22): the card order is for a third child.
    const thirdChild = await childFor(testApp.app, parent.token, { name: 'Orla Wu' });
    const card = await createCardPaidOrder(testApp.app, parent.token, cheap.id, thirdChild);

    expect((await list(`?q=${unpaid.orderSn}`)).list.map((order) => order.id)).toEqual([unpaid.id]);
    expect((await list('?q=zephyrine')).list.map((order) => order.id)).toEqual([unpaid.id]);
    expect((await list('?q=quasar')).list.map((order) => order.id)).toEqual([unpaid.id]);
    expect((await list('?q=类星体')).list.map((order) => order.id)).toEqual([unpaid.id]);
    const byParent = await list(`?q=${parent.email.toUpperCase()}`);
    expect(byParent.total).toBe(3);
    expect(byParent.list[0]).toMatchObject({ parent: { username: parent.username, email: parent.email }, refundStatus: null });
    expect(byParent.list[0]).not.toHaveProperty('memberId');

    expect((await list(`?q=${parent.username}&status=6`)).list.map((order) => order.id)).toEqual([underReview.id]);
    expect((await list(`?q=${parent.username}&payType=1`)).list.map((order) => order.id)).toEqual([card.id]);
    expect((await list(`?q=${parent.username}&status=-1`)).total).toBe(3);
    expect((await list(`?q=${parent.username}&status=`)).total).toBe(3);
    expect((await list(`?q=${parent.username}&sort=payAmount`)).list.map((order) => order.id).at(-1)).toBe(unpaid.id);
    expect((await list(`?q=${parent.username}&sort=-payAmount`)).list[0].id).toBe(unpaid.id);
    expect((await list(`?q=${parent.username}&sort=createTime`)).list.map((order) => order.id)).toEqual([unpaid.id, underReview.id, card.id]);
    const paged = await list(`?q=${parent.username}&pageSize=2&pageNum=2`);
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.list).toHaveLength(1);
    expect((await list(`?parentId=${byParent.list[0].parent.id}`)).total).toBe(3);
    // Advisers run orders too (D24).
    expect((await list(`?q=${unpaid.orderSn}`, adviser.token)).total).toBe(1);

    for (const query of ['?sort=password', '?status=9', '?payType=3', '?pageSize=101', '?format=xml', `?q=${'x'.repeat(101)}`]) {
      const response = await get(testApp.app, `/api/admin/order/list${query}`, { token: admin.token });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('exports the whole filtered list as CSV, in the reader’s language, with formulas made harmless', async () => {
    const parent = await parentWithChild(testApp.app);
    const sly = await childFor(testApp.app, parent.token, { name: '=HYPERLINK("http://evil.example","x")' });
    const sibling = await childFor(testApp.app, parent.token, { name: 'Ada Wu' });
    const course = await createProduct(testApp.db, { nameEn: 'Comet Club', nameZh: '彗星俱乐部', stock: 50 });
    for (const child of [sly, parent.childId, sibling]) await createOrderFor(testApp.app, parent.token, course.id, child);
    const response = await get(testApp.app, `/api/admin/order/list?q=${parent.username}&pageSize=1&format=csv`, { token: admin.token, language: 'cn' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('订单编号,创建时间,状态,支付方式,家长,邮箱,学员,课程,币种,金额,付款时间,退款');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.includes('待付款') && line.includes('彗星俱乐部'))).toBe(true);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it('shows staff the order with its parent, receipt beside the reference, entitlement and actions', async () => {
    const parent = await parentWithChild(testApp.app);
    const course = await createProduct(testApp.db, { stock: 5 });
    const order = await createOrderFor(testApp.app, parent.token, course.id, parent.childId);
    expect((await detail(order.id)).staffActions).toEqual(['extendDeadline', 'cancel']);
    await sendTransferProof(testApp.app, parent.token, order.id);
    const review = await detail(order.id, 'cn');
    expect(review).toMatchObject({ status: OrderStatus.UnderReview, orderSn: order.orderSn, parent: { username: parent.username }, entitlement: null });
    expect(review.staffActions).toEqual(['confirmTransfer', 'rejectTransfer']);
    expect(review.transferProof?.url).toMatch(/^\/api\/minio\/file\//);
    // Staff can open the parent's receipt; another parent cannot.
    expect((await get(testApp.app, review.transferProof!.url, { token: admin.token })).statusCode).toBe(200);
    expect((await get(testApp.app, review.transferProof!.url, { token: (await parentWithChild(testApp.app)).token })).statusCode).toBe(404);
    expect((await get(testApp.app, '/api/admin/order/detail/2147483600', { token: admin.token })).json()).toEqual({ code: 404, message: 'This order was not found', data: null });
  });

  it('records the confirmation, the rejection and the activation in the audit log, fields before and after', async () => {
    const parent = await parentWithChild(testApp.app);
    const course = await createProduct(testApp.db, { stock: 5 });
    const rejected = await createOrderFor(testApp.app, parent.token, course.id, parent.childId);
    await sendTransferProof(testApp.app, parent.token, rejected.id);
    await expectOk(testApp.app, 'POST', `/api/admin/order/rejectTransfer/${rejected.id}`, { reason: 'Amount differs' }, { token: admin.token });
    expect(await auditOf(testApp.db, 'order', rejected.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorName: admin.username,
        action: 'order.rejectTransfer',
        before: { status: 6, rejectionReason: null },
        after: { status: 0, rejectionReason: 'Amount differs' },
        note: 'Amount differs',
      }),
    ]);

    // The rejected order is open again (D22: one per child and course), so the next is a sibling's.
    const sibling = await childFor(testApp.app, parent.token, { name: 'Ada Wu' });
    const paid = await createOrderFor(testApp.app, parent.token, course.id, sibling);
    await sendTransferProof(testApp.app, parent.token, paid.id);
    const confirmed = await expectOk<AdminOrderDetail>(testApp.app, 'POST', `/api/admin/order/confirmTransfer/${paid.id}`, undefined, { token: adviser.token });
    expect(confirmed).toMatchObject({ status: OrderStatus.Paid, staffActions: ['activateEntitlement', 'move'], entitlement: { activateTime: null, revoked: false } });
    const [confirmation] = await auditOf(testApp.db, 'order', paid.id);
    expect(confirmation).toMatchObject({ actorId: adviser.id, action: 'order.confirmTransfer', before: { status: 6, paidAt: null } });
    expect(confirmation.after).toEqual({ status: 1, paidAt: testApp.clock().toISOString() });

    const activated = await expectOk<AdminOrderDetail>(testApp.app, 'POST', `/api/admin/entitlement/activate/${confirmed.entitlement!.id}`, undefined, { token: admin.token });
    expect(activated).toMatchObject({ status: OrderStatus.InProgress, staffActions: ['move'] });
    expect((await auditOf(testApp.db, 'order', paid.id)).at(-1)).toMatchObject({
      action: 'entitlement.activate',
      before: { status: 1, entitlementActivatedAt: null },
      after: { status: 2, entitlementActivatedAt: testApp.clock().toISOString() },
    });
  });

  it('completes a wire-transfer refund with its audit record', async () => {
    const parent = await parentWithChild(testApp.app);
    const course = await createProduct(testApp.db, { stock: 5 });
    const order = await createPaidOrder(testApp.app, parent.token, course.id, parent.childId);
    expect((await post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: parent.token })).statusCode).toBe(200);
    expect((await detail(order.id)).staffActions).toEqual(['completeRefund', 'activateEntitlement']);
    expect((await list(`?q=${order.orderSn}`)).list[0].refundStatus).toBe('requested');
    expect((await list('?refund=open')).list.map((open) => open.id)).toContain(order.id);
    const done = await expectOk<AdminOrderDetail>(testApp.app, 'POST', `/api/admin/order/completeRefund/${order.id}`, undefined, { token: admin.token });
    expect(done).toMatchObject({ status: OrderStatus.Invalid, refund: { status: 'completed' }, staffActions: [] });
    expect((await list('?refund=open')).list.map((open) => open.id)).not.toContain(order.id);
    const refundRecord = (await auditOf(testApp.db, 'order', order.id)).find((entry) => entry.action === 'order.completeRefund');
    expect(refundRecord).toMatchObject({ before: { refundStatus: 'requested', status: 1 }, after: { refundStatus: 'completed', status: 5 } });
  });

  it('cancels an unpaid order for its parent with a reason: the seat comes back, the timeline and the log say why', async () => {
    const parent = await parentWithChild(testApp.app);
    const course = await createProduct(testApp.db, { stock: 2 });
    const order = await createOrderFor(testApp.app, parent.token, course.id, parent.childId);
    expect(await stockOf(testApp.db, course.id)).toBe(1);

    const missing = await post(testApp.app, `/api/admin/order/cancel/${order.id}`, { reason: '  ' }, { token: admin.token, language: 'cn' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, data: { fields: [{ field: 'reason', message: '请填写原因' }] } });

    const cancelled = await expectOk<AdminOrderDetail>(testApp.app, 'POST', `/api/admin/order/cancel/${order.id}`, { reason: 'Asked by phone' }, { token: admin.token });
    expect(cancelled).toMatchObject({ status: OrderStatus.Closed, staffActions: [] });
    expect(cancelled.history.at(-1)).toMatchObject({ actor: 'staff', toStatus: OrderStatus.Closed, note: 'Cancelled by the academy: Asked by phone' });
    expect(await stockOf(testApp.db, course.id)).toBe(2);
    expect(await auditOf(testApp.db, 'order', order.id)).toEqual([
      expect.objectContaining({ action: 'order.cancel', before: { status: 0, holdsSeat: true }, after: { status: 4, holdsSeat: false }, note: 'Asked by phone' }),
    ]);

    const again = await post(testApp.app, `/api/admin/order/cancel/${order.id}`, { reason: 'Twice' }, { token: admin.token });
    expect(again.json()).toMatchObject({ code: 409 });
    const paid = await createCardPaidOrder(testApp.app, parent.token, course.id, parent.childId);
    expect((await post(testApp.app, `/api/admin/order/cancel/${paid.id}`, { reason: 'No' }, { token: admin.token })).statusCode).toBe(409);
    expect(await auditOf(testApp.db, 'order', paid.id)).toEqual([]);
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, paid.id));
    expect(entitlement.activatedAt).toBeNull();
  });
  it('totals the whole filtered list, not the page: count, paid and refunded, over days placed in the academy’s zone', async () => {
    const parent = await parentWithChild(testApp.app);
    const course = await createProduct(testApp.db, { nameEn: 'Tally Trigonometry', nameZh: '计数三角', stock: 9, price: 90_000 });
    const other = await createProduct(testApp.db, { nameEn: 'Tally Topology', nameZh: '计数拓扑', stock: 9, price: 40_000 });
    const refunded = await createPaidOrder(testApp.app, parent.token, course.id, parent.childId);
    expect((await post(testApp.app, `/api/ddcOrder/refund/${refunded.id}`, undefined, { token: parent.token })).statusCode).toBe(200);
    const afterRefund = await expectOk<AdminOrderDetail>(testApp.app, 'POST', `/api/admin/order/completeRefund/${refunded.id}`, undefined, { token: admin.token });
    const card = await createCardPaidOrder(testApp.app, parent.token, other.id, parent.childId);
    const secondChild = await childFor(testApp.app, parent.token, { name: 'Tamsin Wu' });
    const unpaid = await createOrderFor(testApp.app, parent.token, course.id, secondChild);
    // Placed on 10 March, late on 31 March and just after midnight on 1 April, Shanghai time.
    const placed = async (orderId: number, instant: string) => testApp.db.update(orders).set({ createdAt: new Date(instant) }).where(eq(orders.id, orderId));
    await placed(refunded.id, '2026-03-10T02:00:00Z');
    await placed(card.id, '2026-03-31T15:30:00Z');
    await placed(unpaid.id, '2026-03-31T16:10:00Z');
    const refundAmount = afterRefund.refund!.amount;
    expect(refundAmount).toBeGreaterThan(0);

    const all = await list('?q=tally');
    expect(all.totals).toEqual({
      count: 3,
      paid: [{ currency: 'USD', amount: refunded.payAmount + card.payAmount }],
      refunded: [{ currency: 'USD', amount: refundAmount }],
    });
    // One row a page; the totals still cover all three.
    const firstPage = await list('?q=tally&pageSize=1');
    expect(firstPage.list).toHaveLength(1);
    expect(firstPage.totals).toEqual(all.totals);

    const march = await list('?q=tally&from=2026-03-01&to=2026-03-31');
    expect(march.list.map((order) => order.id).sort()).toEqual([refunded.id, card.id].sort());
    expect(march.totals).toEqual({ ...all.totals, count: 2 });
    const april = await list('?q=tally&from=2026-04-01');
    expect(april.list.map((order) => order.id)).toEqual([unpaid.id]);
    expect(april.totals).toEqual({ count: 1, paid: [], refunded: [] });
    const lateMarch = await list('?q=tally&from=2026-03-11&to=2026-03-31&payType=1');
    expect(lateMarch.totals).toEqual({ count: 1, paid: [{ currency: 'USD', amount: card.payAmount }], refunded: [] });
    expect((await list('?q=tally&to=2026-03-09')).totals).toEqual({ count: 0, paid: [], refunded: [] });

    const reversed = await get(testApp.app, '/api/admin/order/list?from=2026-03-31&to=2026-03-01', { token: admin.token, language: 'cn' });
    expect(reversed.statusCode).toBe(400);
    expect(envelopeOf(reversed)).toMatchObject({ code: 400, data: { fields: [{ field: 'to', message: '结束日期不能早于开始日期' }] } });
    const badDay = await get(testApp.app, '/api/admin/order/list?from=2026-02-30', { token: admin.token });
    expect(badDay.json()).toMatchObject({ code: 400, data: { fields: [{ field: 'from', message: 'Please enter a valid date' }] } });
  });
});
