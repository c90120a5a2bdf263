import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitlementItem, EntitlementList, OrderDetail } from '../../../shared/api/orders.ts';
import { entitlements, payments, paymentCheckouts, storedFiles } from '../../db/schema.ts';
import { envelopeOf, get, lastMailTo, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  createOrderFor,
  createOrdersTestApp,
  createProduct,
  orderDetail,
  orderFootprint,
  parentWithChild,
  sendTransferProof,
  staffToken,
  uploadReceipt,
} from '../../../../tests/support/factories-orders.ts';
import { multipartBody, samplePng } from '../../../../tests/support/upload-samples.ts';

describe('paying by wire transfer', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  it('gives the bank details, takes the receipt (6), and staff confirm it (1): one payment, one pending entitlement, a mail; activation → 2', async () => {
    const product = await createProduct(testApp.db, { stock: 2, nameEn: 'Olympiad Geometry', totalClassHours: 16 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);

    const pay = await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    expect(envelopeOf(pay).data).toMatchObject({ payType: 2, bank: { account: '012-345678-901', referenceHint: expect.stringContaining(order.orderSn) } });
    expect((await orderDetail(testApp.app, parent.token, order.id)).status).toBe(0);

    const fileKey = await uploadReceipt(testApp.app, parent.token);
    const proof = await post(testApp.app, `/api/ddcOrder/transferProof/${order.id}`, { fileKey }, { token: parent.token });
    expect(proof.statusCode).toBe(200);
    const underReview = envelopeOf(proof).data as OrderDetail;
    expect(underReview).toMatchObject({
      status: 6,
      payType: 2,
      expiresAt: null,
      allowedActions: [],
      transferProof: { fileKey, url: `/api/minio/file/${fileKey}`, originalName: 'receipt.png', uploadTime: testApp.clock().toISOString() },
    });
    expect(underReview.history.at(-1)).toMatchObject({ fromStatus: 0, toStatus: 6, actor: 'member', note: 'Transfer receipt uploaded, awaiting review' });
    // The seat stays held while staff decide.
    expect(await orderFootprint(testApp.db, order.id)).toMatchObject({ holdsSeat: true, stock: 1 });

    const confirmed = await post(testApp.app, `/api/admin/order/confirmTransfer/${order.id}`, undefined, { token: staff, language: 'cn' });
    expect(confirmed.statusCode).toBe(200);
    expect(envelopeOf(confirmed).data).toMatchObject({ status: 1, payType: 2, paymentTime: testApp.clock().toISOString() });
    const paid = await orderDetail(testApp.app, parent.token, order.id, 'cn');
    expect(paid.history.at(-1)).toMatchObject({ fromStatus: 6, toStatus: 1, actor: 'staff', note: '转账已确认' });
    expect(paid.allowedActions).toEqual(['refund']);
    expect(paid.refundQuote).toEqual({ daysBefore: 183, percent: 100, amount: order.tuitionAmount });

    const paymentRows = await testApp.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({ payType: 2, provider: 'offline', amount: order.payAmount, currency: 'USD' });
    const entitlementRows = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, order.id));
    expect(entitlementRows).toHaveLength(1);
    expect(entitlementRows[0]).toMatchObject({ unit: 'sessions', total: 16, used: 0, activatedAt: null, revokedAt: null });

    const mail = await lastMailTo(testApp.dataDir, parent.email);
    expect(mail?.subject).toMatch(new RegExp(`^Payment received for order ${order.orderSn}: \\$[\\d,.]+$`));
    expect(mail?.text).toContain('Olympiad Geometry');
    expect(mail?.text).toContain('by Bank transfer');
    expect(paymentRows[0].method).toBe('transfer');

    const list = envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list', { token: parent.token })).data as EntitlementList;
    expect(list.counts).toMatchObject({ all: 1, pendingActivation: 1 });
    const item = list.list[0] as EntitlementItem;
    expect(item).toMatchObject({ orderId: order.id, orderSn: order.orderSn, status: 'pendingActivation', total: 16, booked: 0, used: 0, activateTime: null });

    // A second confirmation changes nothing.
    const again = await post(testApp.app, `/api/admin/order/confirmTransfer/${order.id}`, undefined, { token: staff });
    expect(again.statusCode).toBe(409);
    expect(await testApp.db.$count(payments, eq(payments.orderId, order.id))).toBe(1);

    testApp.clock.advanceSeconds(60);
    const activated = await post(testApp.app, `/api/admin/entitlement/activate/${item.id}`, undefined, { token: staff });
    expect(activated.statusCode).toBe(200);
    expect(envelopeOf(activated).data).toMatchObject({ id: order.id, status: 2 });
    const active = envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list', { token: parent.token })).data as EntitlementList;
    expect(active.list[0]).toMatchObject({ status: 'pendingBooking', activateTime: testApp.clock().toISOString() });
    expect((await post(testApp.app, `/api/admin/entitlement/activate/${item.id}`, undefined, { token: staff })).statusCode).toBe(409);
  });

  it('sends a rejected receipt back to 0 with a new transfer deadline and the reason for the parent, by mail too', async () => {
    const product = await createProduct(testApp.db, { stock: 2 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    await sendTransferProof(testApp.app, parent.token, order.id);
    testApp.clock.advanceSeconds(3600);

    const rejected = await post(testApp.app, `/api/admin/order/rejectTransfer/${order.id}`, { reason: 'The amount does not match' }, { token: staff });
    expect(rejected.statusCode).toBe(200);
    const detail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail).toMatchObject({
      status: 0,
      rejectionReason: 'The amount does not match',
      // Rejected on Monday 17:01 in Shanghai: three working days, to Thursday 17:01 (D25).
      expiresAt: '2026-03-05T09:01:00.000Z',
      allowedActions: ['pay', 'uploadProof', 'cancel'],
    });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 6, toStatus: 0, actor: 'staff', note: 'Transfer not accepted: The amount does not match' });
    expect((await orderDetail(testApp.app, parent.token, order.id, 'cn')).history.at(-1)?.note).toBe('转账未通过审核：The amount does not match');
    const mail = await lastMailTo(testApp.dataDir, parent.email);
    expect(mail?.subject).toBe(`We could not confirm the transfer for order ${order.orderSn}`);
    expect(mail?.text).toContain('Reason: The amount does not match');

    for (const reason of ['', '   ']) {
      const refused = await post(testApp.app, `/api/admin/order/rejectTransfer/${order.id}`, { reason }, { token: staff });
      expect(refused.statusCode).toBe(400);
      expect((envelopeOf(refused).data as { fields: unknown }).fields).toEqual([{ field: 'reason', message: 'Please give a reason' }]);
    }

    // A new receipt clears the old reason and waits for staff again.
    const again = await sendTransferProof(testApp.app, parent.token, order.id);
    expect(again).toMatchObject({ status: 6, rejectionReason: null });
  });

  it('takes only the parent’s own uploaded document as the receipt, naming fileKey', async () => {
    const product = await createProduct(testApp.db, { stock: 2 });
    const parent = await parentWithChild(testApp.app);
    const stranger = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    const theirs = await uploadReceipt(testApp.app, stranger.token);
    const avatarForm = multipartBody({ name: 'me.png', bytes: samplePng() });
    const avatar = await testApp.app.inject({
      method: 'POST',
      url: '/api/minio/upload?purpose=avatar',
      headers: { 'content-type': avatarForm.contentType, authorization: `Bearer ${parent.token}` },
      payload: avatarForm.payload,
    });
    const avatarKey = (envelopeOf(avatar).data as { key: string }).key;
    expect((await testApp.db.select().from(storedFiles).where(eq(storedFiles.key, avatarKey)))[0].purpose).toBe('avatar');

    const before = await orderFootprint(testApp.db, order.id);
    for (const fileKey of [theirs, avatarKey, `${'b'.repeat(32)}.png`]) {
      const response = await post(testApp.app, `/api/ddcOrder/transferProof/${order.id}`, { fileKey }, { token: parent.token });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({
        code: 400,
        message: 'Some fields are not valid: fileKey',
        data: { fields: [{ field: 'fileKey', message: 'Please upload the transfer receipt again' }] },
      });
    }
    const malformed = await post(testApp.app, `/api/ddcOrder/transferProof/${order.id}`, { fileKey: '../../etc/passwd' }, { token: parent.token });
    expect(malformed.statusCode).toBe(400);
    expect(await orderFootprint(testApp.db, order.id)).toEqual(before);
  });

  it('switches from an open card checkout to a transfer: the checkout closes and the order is back in 0', async () => {
    const product = await createProduct(testApp.db, { stock: 2 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    const card = await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: parent.token });
    expect(envelopeOf(card).data).toEqual({ payType: 1, checkoutUrl: expect.stringMatching(/^\/sandbox-checkout\?session=sbx_/) });
    expect((await orderDetail(testApp.app, parent.token, order.id)).status).toBe(7);

    const transfer = await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: parent.token });
    expect(transfer.statusCode).toBe(200);
    const detail = await orderDetail(testApp.app, parent.token, order.id);
    expect(detail.status).toBe(0);
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 7, toStatus: 0, actor: 'member', note: 'Switched to payment by wire transfer' });
    const checkouts = await testApp.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, order.id));
    expect(checkouts.map((checkout) => checkout.status)).toEqual(['cancelled']);

    // A receipt straight from 7 closes the checkout too.
    await post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: parent.token });
    await sendTransferProof(testApp.app, parent.token, order.id);
    const all = await testApp.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, order.id));
    expect(all.map((checkout) => checkout.status)).toEqual(['cancelled', 'cancelled']);
  });
});
