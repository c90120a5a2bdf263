import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE, type OrderDetail, type OrderList, type OrderSummary } from '../../../shared/api/orders.ts';
import { ProductCategory, CourseType } from '../../../shared/catalogue.ts';
import { envelopeOf, get, post, signedInParent, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  anyAnswers,
  createOrderFor,
  createOrdersTestApp,
  createProduct,
  orderDetail,
  orderFootprint,
  parentWithChild,
  requestOrder,
  staffToken,
  stockOf,
} from '../../../../tests/support/factories-orders.ts';

describe('ddcOrder: create, list, detail, statistics and cancel', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  it('creates an order in status 0 holding a seat, with the promotion price, the fee and a snapshot', async () => {
    const product = await createProduct(testApp.db, { nameEn: 'Number Theory', nameZh: '数论', price: 129_000, promotionPrice: 99_000, stock: 4, currency: 'USD' });
    const parent = await parentWithChild(testApp.app);
    const before = await post(testApp.app, '/api/ddcProduct/detail/' + product.id);
    expect((envelopeOf(before).data as { stock: number }).stock).toBe(4);

    const response = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId });
    expect(response.statusCode).toBe(200);
    const order = envelopeOf(response).data as OrderSummary;
    expect(order).toEqual({
      id: expect.any(Number),
      orderSn: expect.stringMatching(/^EA260302[A-Z2-9]{6}$/),
      status: 0,
      payType: 0,
      productId: product.id,
      productName: 'Number Theory',
      productPic: product.pic,
      productCategoryId: ProductCategory.Insights,
      courseType: CourseType.Insights,
      // The programme's name as the catalogue writes it in the request's language.
      courseTypeName: 'Insights',
      childId: parent.childId,
      childName: 'Ada Chen',
      currency: 'USD',
      tuitionAmount: 99_000,
      applicationFee: APPLICATION_FEE,
      payAmount: 99_000 + APPLICATION_FEE,
      firstClassDate: product.equityDateStart,
      createTime: testApp.clock().toISOString(),
      expiresAt: new Date(testApp.clock().getTime() + 30 * 60_000).toISOString(),
      paymentTime: null,
      classSize: null,
    });
    expect(await stockOf(testApp.db, product.id)).toBe(3);
    // The public product answers show the new stock at once: the cache was cleared.
    const after = await post(testApp.app, '/api/ddcProduct/detail/' + product.id);
    expect((envelopeOf(after).data as { stock: number }).stock).toBe(3);

    const detail = await orderDetail(testApp.app, parent.token, order.id, 'cn');
    expect(detail).toMatchObject({ ...order, classSize: { minStudents: 4, maxStudents: 4, enrolled: 1, seatsLeft: 3, formingState: 'forming' }, productName: '数论', courseTypeName: '洞见小班', answers: anyAnswers, allowedActions: ['pay', 'uploadProof', 'cancel'], rejectionReason: null, transferProof: null, refund: null, refundQuote: null });
    expect(detail.history).toEqual([{ fromStatus: null, toStatus: 0, actor: 'member', note: '已下单', createTime: order.createTime }]);
  });

  it('takes no seat for an Inspire (59) product', async () => {
    const product = await createProduct(testApp.db, { categoryId: ProductCategory.Inspire, courseType: CourseType.Inspire, stock: null });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    expect(order.status).toBe(0);
    expect(await orderFootprint(testApp.db, order.id)).toMatchObject({ holdsSeat: false, stock: null });
  });

  it('answers 409 sold out in both languages and writes nothing', async () => {
    const product = await createProduct(testApp.db, { stock: 0 });
    const parent = await parentWithChild(testApp.app);
    const en = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId });
    expect(en.statusCode).toBe(409);
    expect(envelopeOf(en)).toEqual({ code: 409, message: 'This course is sold out', data: null });
    const cn = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId }, { language: 'cn' });
    expect(envelopeOf(cn).message).toBe('该课程已售罄');
    expect(await stockOf(testApp.db, product.id)).toBe(0);
    const list = envelopeOf(await get(testApp.app, '/api/ddcOrder/list', { token: parent.token })).data as OrderList;
    expect(list).toEqual({ total: 0, list: [] });
  });

  it('refuses another member’s child, an unpublished or unknown product, and bad answers', async () => {
    const parent = await parentWithChild(testApp.app);
    const stranger = await parentWithChild(testApp.app);
    const product = await createProduct(testApp.db, { stock: 5 });
    const hidden = await createProduct(testApp.db, { published: false, stock: 5 });

    const foreignChild = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: stranger.childId });
    expect(foreignChild.statusCode).toBe(404);
    expect(envelopeOf(foreignChild).message).toBe('This child was not found');
    for (const productId of [hidden.id, 999_999]) {
      const response = await requestOrder(testApp.app, parent.token, { productId, childId: parent.childId });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).message).toBe('This course does not exist or is no longer offered');
    }
    const badAnswers = await requestOrder(testApp.app, parent.token, {
      productId: product.id,
      childId: parent.childId,
      answers: { processes: ['guidedInquiry'], outcomes: ['confidence'] },
    });
    expect(badAnswers.statusCode).toBe(400);
    expect((envelopeOf(badAnswers).data as { fields: unknown }).fields).toEqual([{ field: 'answers.processes', message: 'Please pick 2 or 3 learning processes' }]);
    expect(await stockOf(testApp.db, product.id)).toBe(5);
    expect(await stockOf(testApp.db, hidden.id)).toBe(5);
  });

  it.each([
    ['missing', null],
    ['too short', 'abc'],
    ['with spaces', 'not a valid key'],
  ])('needs an Idempotency-Key header (%s), naming it', async (_, key) => {
    const product = await createProduct(testApp.db, { stock: 2 });
    const parent = await parentWithChild(testApp.app);
    const response = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId }, { idempotencyKey: key });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'Some fields are not valid: Idempotency-Key',
      data: { fields: [{ field: 'Idempotency-Key', message: 'Send an Idempotency-Key header of 8 to 128 letters, digits, hyphens or underscores' }] },
    });
    expect(await stockOf(testApp.db, product.id)).toBe(2);
  });

  it('gives the same order for the same key and body, once, and 409 for the same key with another body', async () => {
    const product = await createProduct(testApp.db, { stock: 3 });
    const parent = await parentWithChild(testApp.app);
    const key = randomUUID();
    const first = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId }, { idempotencyKey: key });
    const again = await requestOrder(
      testApp.app,
      parent.token,
      // The same choices in another order are the same request.
      { productId: product.id, childId: parent.childId, answers: { processes: ['problemSolving', 'guidedInquiry'], outcomes: ['confidence'] } },
      { idempotencyKey: key },
    );
    expect(again.statusCode).toBe(200);
    expect(envelopeOf(again).data).toEqual(envelopeOf(first).data);
    expect(await stockOf(testApp.db, product.id)).toBe(2);

    const other = await requestOrder(
      testApp.app,
      parent.token,
      { productId: product.id, childId: parent.childId, answers: { processes: ['projectWork', 'guidedInquiry'], outcomes: ['confidence'] } },
      { idempotencyKey: key, language: 'cn' },
    );
    expect(other.statusCode).toBe(409);
    expect(envelopeOf(other).message).toBe('该 Idempotency-Key 已用于另一个下单请求');

    // Another member may use the same key for an order of their own.
    const stranger = await parentWithChild(testApp.app);
    const theirs = await requestOrder(testApp.app, stranger.token, { productId: product.id, childId: stranger.childId }, { idempotencyKey: key });
    expect(theirs.statusCode).toBe(200);
    expect((envelopeOf(theirs).data as OrderSummary).id).not.toBe((envelopeOf(first).data as OrderSummary).id);

    const list = envelopeOf(await get(testApp.app, '/api/ddcOrder/list', { token: parent.token })).data as OrderList;
    expect(list.total).toBe(1);
    expect(await stockOf(testApp.db, product.id)).toBe(1);
  });

  it('gives one order and takes one seat when the same key is sent concurrently', async () => {
    const product = await createProduct(testApp.db, { stock: 10 });
    const parent = await parentWithChild(testApp.app);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId }, { idempotencyKey: key })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((response) => (envelopeOf(response).data as OrderSummary).id)).size).toBe(1);
    expect(await stockOf(testApp.db, product.id)).toBe(9);
    expect((envelopeOf(await get(testApp.app, '/api/ddcOrder/list', { token: parent.token })).data as OrderList).total).toBe(1);
  });

  it('lists orders newest first by status, pages them, names products in the request language and counts every status', async () => {
    const parent = await parentWithChild(testApp.app);
    const products = await Promise.all([1, 2, 3].map((n) => createProduct(testApp.db, { nameEn: `Course E${n}`, nameZh: `课程 Z${n}`, stock: 5 })));
    const made: OrderSummary[] = [];
    for (const product of products) {
      made.push(await createOrderFor(testApp.app, parent.token, product.id, parent.childId));
      testApp.clock.advanceSeconds(1);
    }
    const cancelled = await post(testApp.app, `/api/ddcOrder/cancel/${made[0].id}`, undefined, { token: parent.token });
    expect(cancelled.statusCode).toBe(200);

    const all = envelopeOf(await get(testApp.app, '/api/ddcOrder/list?pageSize=2', { token: parent.token, language: 'cn' })).data as OrderList;
    expect(all.total).toBe(3);
    expect(all.list.map((order) => [order.id, order.productName])).toEqual([
      [made[2].id, '课程 Z3'],
      [made[1].id, '课程 Z2'],
    ]);
    const second = envelopeOf(await get(testApp.app, '/api/ddcOrder/list?pageSize=2&pageNum=2', { token: parent.token })).data as OrderList;
    expect(second.list.map((order) => order.id)).toEqual([made[0].id]);
    const closed = envelopeOf(await get(testApp.app, '/api/ddcOrder/list?status=4', { token: parent.token })).data as OrderList;
    expect(closed.list.map((order) => [order.id, order.status])).toEqual([[made[0].id, 4]]);
    const pending = envelopeOf(await get(testApp.app, '/api/ddcOrder/list?status=0', { token: parent.token })).data as OrderList;
    expect(pending.total).toBe(2);

    const statistics = await get(testApp.app, '/api/ddcOrder/memberOrderStatistics', { token: parent.token });
    expect(envelopeOf(statistics).data).toEqual({ '0': 2, '1': 0, '2': 0, '3': 0, '4': 1, '5': 0, '6': 0, '7': 0 });

    for (const query of ['status=8', 'status=-2', 'pageSize=101', 'pageNum=0', 'status=x']) {
      expect((await get(testApp.app, `/api/ddcOrder/list?${query}`, { token: parent.token })).statusCode, query).toBe(400);
    }
  });

  it('cancels an unpaid order, frees its seat and says so in both languages; a second cancel is 409', async () => {
    const product = await createProduct(testApp.db, { stock: 1 });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    expect(await stockOf(testApp.db, product.id)).toBe(0);

    const response = await post(testApp.app, `/api/ddcOrder/cancel/${order.id}`, undefined, { token: parent.token });
    expect(response.statusCode).toBe(200);
    const { message, data } = envelopeOf(response) as { message: string; data: OrderDetail };
    expect(message).toBe('Payment canceled successfully');
    expect(data).toMatchObject({ id: order.id, status: 4, expiresAt: null, allowedActions: [] });
    expect(data.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor, entry.note])).toEqual([
      [null, 0, 'member', 'Order placed'],
      [0, 4, 'member', 'Order cancelled'],
    ]);
    expect(await stockOf(testApp.db, product.id)).toBe(1);
    const after = await post(testApp.app, '/api/ddcProduct/detail/' + product.id);
    expect((envelopeOf(after).data as { stock: number }).stock).toBe(1);

    const before = await orderFootprint(testApp.db, order.id);
    const again = await post(testApp.app, `/api/ddcOrder/cancel/${order.id}`, undefined, { token: parent.token, language: 'cn' });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('订单当前状态不允许此操作');
    expect(await orderFootprint(testApp.db, order.id)).toEqual(before);
  });

  it('gives the bank details with the order’s reference', async () => {
    const parent = await parentWithChild(testApp.app);
    const product = await createProduct(testApp.db, { stock: 3 });
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    const general = envelopeOf(await get(testApp.app, '/api/ddcOrder/getAddress', { token: parent.token })).data;
    expect(general).toEqual({
      beneficiary: 'Everbright Academy Ltd.',
      bank: 'Harbour Commercial Bank, Hong Kong Branch',
      account: '012-345678-901',
      swift: 'HCBKHKHH',
      address: '88 Queensway, Admiralty, Hong Kong',
      referenceHint: 'Write your order reference (it starts with EA) as the reference of your transfer',
    });
    const forOrder = envelopeOf(await get(testApp.app, `/api/ddcOrder/getAddress?orderId=${order.id}`, { token: parent.token, language: 'cn' })).data;
    expect(forOrder).toMatchObject({ referenceHint: `请在转账附言中填写 ${order.orderSn}，以便我们匹配您的订单` });
  });

  it('answers 404 for another member’s order everywhere, 403 to parents on staff endpoints and 401 to visitors', async () => {
    const owner = await parentWithChild(testApp.app);
    const stranger = await signedInParent(testApp.app);
    const product = await createProduct(testApp.db, { stock: 3 });
    const order = await createOrderFor(testApp.app, owner.token, product.id, owner.childId);
    const before = await orderFootprint(testApp.db, order.id);

    const attempts = [
      get(testApp.app, `/api/ddcOrder/detail/${order.id}`, { token: stranger.token }),
      get(testApp.app, `/api/ddcOrder/getAddress?orderId=${order.id}`, { token: stranger.token }),
      post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 1 }, { token: stranger.token }),
      post(testApp.app, `/api/ddcOrder/pay/${order.id}`, { payType: 2 }, { token: stranger.token }),
      post(testApp.app, `/api/ddcOrder/cancel/${order.id}`, undefined, { token: stranger.token }),
      post(testApp.app, `/api/ddcOrder/transferProof/${order.id}`, { fileKey: `${'a'.repeat(32)}.png` }, { token: stranger.token }),
      post(testApp.app, `/api/ddcOrder/refund/${order.id}`, undefined, { token: stranger.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ code: 404, message: 'This order was not found', data: null });
    }
    expect((envelopeOf(await get(testApp.app, '/api/ddcOrder/list', { token: stranger.token })).data as OrderList).total).toBe(0);

    const staffCalls = [
      ['GET', '/api/admin/order/list'],
      ['GET', `/api/admin/order/detail/${order.id}`],
      ['POST', `/api/admin/order/confirmTransfer/${order.id}`],
      ['POST', `/api/admin/order/rejectTransfer/${order.id}`],
      ['POST', `/api/admin/order/completeRefund/${order.id}`],
      ['POST', '/api/admin/entitlement/activate/1'],
    ] as const;
    for (const [method, url] of staffCalls) {
      const body = url.includes('reject') ? { reason: 'Blurry' } : undefined;
      const asParent = method === 'GET' ? await get(testApp.app, url, { token: owner.token }) : await post(testApp.app, url, body, { token: owner.token });
      expect(asParent.statusCode, url).toBe(403);
      expect(envelopeOf(asParent).message).toBe('You are not allowed to do this');
      const asVisitor = method === 'GET' ? await get(testApp.app, url) : await post(testApp.app, url, body);
      expect(asVisitor.statusCode, url).toBe(401);
    }
    const memberCalls = [
      ['GET', '/api/ddcOrder/list'],
      ['GET', `/api/ddcOrder/detail/${order.id}`],
      ['GET', '/api/ddcOrder/memberOrderStatistics'],
      ['GET', '/api/ddcOrder/getAddress'],
      ['GET', '/api/ddcEntitlement/list'],
      ['POST', '/api/ddcOrder/create'],
      ['POST', `/api/ddcOrder/pay/${order.id}`],
      ['POST', `/api/ddcOrder/cancel/${order.id}`],
      ['POST', `/api/ddcOrder/transferProof/${order.id}`],
      ['POST', `/api/ddcOrder/refund/${order.id}`],
    ] as const;
    for (const [method, url] of memberCalls) {
      const response = method === 'GET' ? await get(testApp.app, url) : await post(testApp.app, url, { nonsense: true });
      expect(response.statusCode, url).toBe(401);
    }
    expect(await orderFootprint(testApp.db, order.id)).toEqual(before);

    const asStaff = await get(testApp.app, `/api/admin/order/detail/${order.id}`, { token: await staffToken(testApp.app) });
    expect((envelopeOf(asStaff).data as OrderDetail).id).toBe(order.id);
    const staffList = envelopeOf(await get(testApp.app, '/api/admin/order/list?status=0&pageSize=100', { token: await staffToken(testApp.app) })).data as OrderList;
    expect(staffList.list.some((entry) => entry.id === order.id)).toBe(true);
  });
});
