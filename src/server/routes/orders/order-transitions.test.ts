import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OrderDetail, type OrderStatusCode } from '../../../shared/api/orders.ts';
import { entitlements, orders, payments, refunds } from '../../db/schema.ts';
import { envelopeOf, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  createCardPaidOrder,
  createOrderFor,
  createOrdersTestApp,
  createProduct,
  orderFootprint,
  parentWithChild,
  sendTransferProof,
  staffToken,
  uploadReceipt,
} from '../../../../tests/support/factories-orders.ts';

/**
 * D7 through the API: every action from every status. A legal one answers 200 and moves the
 * order where D7 says; an illegal one answers 409 and changes nothing (status, timeline, seats,
 * payments, refunds, entitlements).
 */
type Action = 'payCard' | 'payTransfer' | 'uploadProof' | 'cancel' | 'refund' | 'confirmTransfer' | 'rejectTransfer' | 'completeRefund' | 'activate';

/** Where each legal action leads; absent: 409. */
const LEGAL: Record<Action, Partial<Record<OrderStatusCode, OrderStatusCode>>> = {
  payCard: { 0: 7, 7: 7 },
  payTransfer: { 0: 0, 7: 0 },
  uploadProof: { 0: 6, 7: 6 },
  cancel: { 0: 4, 7: 4 },
  refund: { 1: 5, 2: 5 },
  confirmTransfer: { 6: 1 },
  rejectTransfer: { 6: 0 },
  completeRefund: {},
  activate: { 1: 2 },
};
const ACTIONS = Object.keys(LEGAL) as Action[];
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const satisfies readonly OrderStatusCode[];

describe('order transitions (D7)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  let productId: number;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    staff = await staffToken(testApp.app);
    productId = (await createProduct(testApp.db, { stock: 1000 })).id;
  });
  afterAll(() => testApp.close());

  /** A fresh order of a fresh parent, brought to `status` through the endpoints. */
  async function orderIn(status: OrderStatusCode) {
    const parent = await parentWithChild(testApp.app);
    const { app } = testApp;
    const token = parent.token;
    let orderId: number;
    if (status === OrderStatus.Paid || status === OrderStatus.InProgress || status === OrderStatus.Completed) {
      orderId = (await createCardPaidOrder(app, token, productId, parent.childId)).id;
      if (status !== OrderStatus.Paid) {
        const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
        expect((await post(app, `/api/admin/entitlement/activate/${entitlement.id}`, undefined, { token: staff })).statusCode).toBe(200);
      }
      // Nothing uses sessions yet (bookings come later): "every session used" is written directly.
      if (status === OrderStatus.Completed) await testApp.db.update(orders).set({ status: OrderStatus.Completed }).where(eq(orders.id, orderId));
    } else if (status === OrderStatus.Invalid) {
      orderId = (await createCardPaidOrder(app, token, productId, parent.childId)).id;
      expect((await post(app, `/api/ddcOrder/refund/${orderId}`, undefined, { token })).statusCode).toBe(200);
    } else {
      orderId = (await createOrderFor(app, token, productId, parent.childId)).id;
      if (status === OrderStatus.InPayment) expect((await post(app, `/api/ddcOrder/pay/${orderId}`, { payType: 1 }, { token })).statusCode).toBe(200);
      if (status === OrderStatus.UnderReview) await sendTransferProof(app, token, orderId);
      if (status === OrderStatus.Closed) expect((await post(app, `/api/ddcOrder/cancel/${orderId}`, undefined, { token })).statusCode).toBe(200);
    }
    const [row] = await testApp.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe(status);
    return { token, orderId };
  }

  async function perform(action: Action, token: string, orderId: number) {
    const { app } = testApp;
    switch (action) {
      case 'payCard':
        return post(app, `/api/ddcOrder/pay/${orderId}`, { payType: 1 }, { token });
      case 'payTransfer':
        return post(app, `/api/ddcOrder/pay/${orderId}`, { payType: 2 }, { token });
      case 'uploadProof':
        return post(app, `/api/ddcOrder/transferProof/${orderId}`, { fileKey: await uploadReceipt(app, token) }, { token });
      case 'cancel':
        return post(app, `/api/ddcOrder/cancel/${orderId}`, undefined, { token });
      case 'refund':
        return post(app, `/api/ddcOrder/refund/${orderId}`, undefined, { token });
      case 'confirmTransfer':
        return post(app, `/api/admin/order/confirmTransfer/${orderId}`, undefined, { token: staff });
      case 'rejectTransfer':
        return post(app, `/api/admin/order/rejectTransfer/${orderId}`, { reason: 'The amount does not match' }, { token: staff });
      case 'completeRefund':
        return post(app, `/api/admin/order/completeRefund/${orderId}`, undefined, { token: staff });
      case 'activate': {
        const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
        // Orders that were never paid have no entitlement to activate.
        return post(app, `/api/admin/entitlement/activate/${entitlement?.id ?? 2_000_000_000}`, undefined, { token: staff });
      }
    }
  }

  async function footprint(orderId: number) {
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
    return {
      ...(await orderFootprint(testApp.db, orderId)),
      payments: await testApp.db.$count(payments, eq(payments.orderId, orderId)),
      refunds: await testApp.db.select().from(refunds).where(eq(refunds.orderId, orderId)),
      entitlement: entitlement ?? null,
    };
  }

  const CASES = STATUSES.flatMap((status) => ACTIONS.map((action) => [status, action] as const));

  it.each(CASES)('from status %i: %s', async (status, action) => {
    const { token, orderId } = await orderIn(status);
    const before = await footprint(orderId);
    const response = await perform(action, token, orderId);
    const to = LEGAL[action][status];
    if (to === undefined) {
      const expected = action === 'activate' && before.entitlement === null ? 404 : 409;
      expect(response.statusCode, response.body).toBe(expected);
      expect(envelopeOf(response).code).toBe(expected);
      expect(await footprint(orderId)).toEqual(before);
    } else {
      expect(response.statusCode, response.body).toBe(200);
      const after = await footprint(orderId);
      expect(after.status).toBe(to);
      expect(after.history).toBeGreaterThanOrEqual(before.history + (to === status ? 0 : 1));
    }
  });

  it('answers the order after each move, with the actions of its new status', async () => {
    const { token, orderId } = await orderIn(OrderStatus.UnderReview);
    const rejected = envelopeOf(await post(testApp.app, `/api/admin/order/rejectTransfer/${orderId}`, { reason: 'Blurry photo' }, { token: staff })).data as OrderDetail;
    expect(rejected).toMatchObject({ status: 0, rejectionReason: 'Blurry photo', allowedActions: ['pay', 'uploadProof', 'cancel'] });
    const confirmedTooEarly = await post(testApp.app, `/api/admin/order/confirmTransfer/${orderId}`, undefined, { token: staff });
    expect(confirmedTooEarly.statusCode).toBe(409);
    expect((envelopeOf(await post(testApp.app, `/api/ddcOrder/cancel/${orderId}`, undefined, { token })).data as OrderDetail).allowedActions).toEqual([]);
  });
});
