import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { notJsonText, textWithForbiddenCharacter } from '../../../../tests/support/fuzz.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { anyAnswers, createOrderFor, createOrdersTestApp, createProduct, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';
import { entitlements, orderHistory, orders, paymentCheckouts, payments, products, refunds } from '../../db/schema.ts';

/**
 * Malformed input to every endpoint of orders, refunds and entitlements: never a 5xx, always the
 * D2 envelope with the status as its code, and not one order, seat, payment or refund changed.
 */
const RUNS = 40;

const anyJson = fc.jsonValue({ maxDepth: 3 });
const notAnId = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, '1e3', 'NaN', '', ' ', null, true),
  fc.string({ maxLength: 12 }).filter((text) => !/^\s*\d+\s*$/.test(text)),
  fc.array(fc.integer(), { maxLength: 2 }),
);
const badAnswers = fc.oneof(
  anyJson,
  fc.record({ processes: fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }), outcomes: fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 }) }),
  fc.constant({ processes: ['guidedInquiry', 'guidedInquiry'], outcomes: ['confidence'] }),
  fc.constant({ processes: ['guidedInquiry', 'projectWork', 'problemSolving', 'seminarDiscussion'], outcomes: ['confidence'] }),
  fc.constant({ processes: ['guidedInquiry', 'projectWork'], outcomes: [] }),
);
const shapeless = fc.oneof(
  anyJson.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
  fc.dictionary(fc.string({ maxLength: 8 }).filter((key) => !['__proto__', 'constructor'].includes(key)), anyJson, { maxKeys: 4 }),
);
const anySegment = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('-1', '0', '1.5', '99999999999', 'NaN', '%00', '..%2F..', '1;drop'));

describe('fuzz: malformed requests to the order endpoints', () => {
  let testApp: AccountsTestApp;
  let token: string;
  let staff: string;
  let orderId: number;
  let valid: { productId: number; childId: number; answers: typeof anyAnswers };

  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    const parent = await parentWithChild(testApp.app);
    token = parent.token;
    staff = await staffToken(testApp.app);
    const product = await createProduct(testApp.db, { stock: 5 });
    valid = { productId: product.id, childId: parent.childId, answers: anyAnswers };
    orderId = (await createOrderFor(testApp.app, token, product.id, parent.childId)).id;
  });
  afterAll(() => testApp.close());

  async function snapshot() {
    const tables = { orders, orderHistory, payments, paymentCheckouts, refunds, entitlements, products };
    return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await testApp.db.select().from(table)])));
  }

  function expectRefused(response: { statusCode: number; body: string }) {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(JSON.parse(response.body)).toMatchObject({ code: response.statusCode, message: expect.any(String) });
  }

  const send = (method: 'GET' | 'POST', url: string, payload: unknown, asStaff: boolean, language = 'en') =>
    testApp.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${asStaff ? staff : token}`,
        language,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('refuses malformed order bodies and idempotency keys to ddcOrder/create, taking no seat', async () => {
    const before = await snapshot();
    const body = fc.oneof(
      shapeless,
      notAnId.map((productId) => ({ ...valid, productId })),
      notAnId.map((childId) => ({ ...valid, childId })),
      badAnswers.map((answers) => ({ ...valid, answers })),
    );
    const key = fc.oneof(fc.constant(randomUUID()), fc.string({ maxLength: 200 }).filter((text) => !/^[\w-]{8,128}$/.test(text.trim())));
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.constant(valid)), key, fc.constantFrom('en', 'cn'), async (payload, idempotencyKey, language) => {
        fc.pre(!(payload === valid && /^[\w-]{8,128}$/.test(idempotencyKey.trim())));
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/ddcOrder/create',
          headers: { authorization: `Bearer ${token}`, language, 'content-type': 'application/json', 'idempotency-key': encodeURIComponent(idempotencyKey) },
          payload: JSON.stringify(payload),
        });
        expectRefused(response);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed bodies to the writes by id', async () => {
    const before = await snapshot();
    const writes = fc.oneof(
      fc.oneof(shapeless, anyJson.map((payType) => ({ payType })).filter((body) => body.payType !== 1 && body.payType !== 2)).map((body) => ({ url: `/api/ddcOrder/pay/${orderId}`, body, staff: false })),
      fc.oneof(shapeless, anyJson.map((fileKey) => ({ fileKey })), fc.string({ maxLength: 60 }).map((fileKey) => ({ fileKey }))).map((body) => ({ url: `/api/ddcOrder/transferProof/${orderId}`, body, staff: false })),
      fc.oneof(shapeless.filter((body) => body !== null && typeof body === 'object' && Object.keys(body).length > 0), fc.constant([])).map((body) => ({ url: `/api/ddcOrder/cancel/${orderId}`, body, staff: false })),
      fc.oneof(shapeless.filter((body) => body !== null && typeof body === 'object' && Object.keys(body).length > 0), fc.constant([1])).map((body) => ({ url: `/api/ddcOrder/refund/${orderId}`, body, staff: false })),
      fc.oneof(shapeless, fc.constantFrom('', '   ', 'x'.repeat(501)).map((reason) => ({ reason })), anyJson.map((reason) => ({ reason })).filter((body) => typeof body.reason !== 'string')).map((body) => ({ url: `/api/admin/order/rejectTransfer/${orderId}`, body, staff: true })),
    );
    await fc.assert(
      fc.asyncProperty(writes, fc.constantFrom('en', 'cn'), async (write, language) => {
        const response = await send('POST', write.url, write.body, write.staff, language);
        expectRefused(response);
      }),
      { numRuns: RUNS * 2 },
    );
    // The reason for rejecting a transfer is refused for its characters before the order is read.
    await fc.assert(
      fc.asyncProperty(textWithForbiddenCharacter(), async (reason) => {
        const response = await send('POST', `/api/admin/order/rejectTransfer/${orderId}`, { reason }, true);
        expect(response.statusCode, response.body).toBe(400);
        expect(envelopeOf(response).data).toEqual({ fields: [{ field: 'reason', message: 'This text contains characters that are not allowed' }] });
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed ids and queries on every read and write', async () => {
    const before = await snapshot();
    // The member's own order is a well-formed id whose writes would rightly pass, so it is left out.
    const segment = anySegment.filter((value) => Number(value.trim()) !== orderId);
    const requests = fc.oneof(
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcOrder/detail/${encodeURIComponent(value)}` })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcOrder/list?status=${encodeURIComponent(value)}&pageNum=${encodeURIComponent(value)}` })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcOrder/getAddress?orderId=${encodeURIComponent(value)}` })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/ddcEntitlement/list?tab=${encodeURIComponent(value)}&pageSize=${encodeURIComponent(value)}` })),
      segment.map((value) => ({ method: 'POST' as const, url: `/api/ddcOrder/cancel/${encodeURIComponent(value)}` })),
      segment.map((value) => ({ method: 'POST' as const, url: `/api/ddcOrder/refund/${encodeURIComponent(value)}` })),
      segment.map((value) => ({ method: 'POST' as const, url: `/api/ddcOrder/pay/${encodeURIComponent(value)}`, payload: { payType: 2 } })),
      segment.map((value) => ({ method: 'POST' as const, url: `/api/admin/order/confirmTransfer/${encodeURIComponent(value)}`, staff: true })),
      segment.map((value) => ({ method: 'POST' as const, url: `/api/admin/entitlement/activate/${encodeURIComponent(value)}`, staff: true })),
      segment.map((value) => ({ method: 'GET' as const, url: `/api/admin/order/list?status=${encodeURIComponent(value)}`, staff: true })),
    );
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const response = await send(request.method, request.url, 'payload' in request ? request.payload : undefined, 'staff' in request);
        // A well-formed id that is not the member's is a 404, an empty query a 200 read: nothing else may pass.
        if (response.statusCode === 200) {
          expect(request.method).toBe('GET');
          expect(envelopeOf(response).code).toBe(200);
          return;
        }
        expectRefused(response);
      }),
      { numRuns: RUNS * 3 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bodies that are not JSON on every order write', async () => {
    const before = await snapshot();
    const urls = [`/api/ddcOrder/pay/${orderId}`, `/api/ddcOrder/transferProof/${orderId}`, `/api/ddcOrder/cancel/${orderId}`, `/api/ddcOrder/refund/${orderId}`, '/api/ddcOrder/create'];
    const notJson = notJsonText();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), notJson, fc.constantFrom('application/json', 'text/plain', 'application/xml'), async (url, payload, type) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        });
        expectRefused(response);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
