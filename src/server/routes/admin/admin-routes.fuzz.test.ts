import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notJsonText, textWithForbiddenCharacter } from '../../../../tests/support/fuzz.ts';
import type { AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrderFor, createOrdersTestApp, createProduct, parentWithChild } from '../../../../tests/support/factories-orders.ts';
import { memberWithRole } from '../../../../tests/support/factories-staff.ts';

/**
 * Malformed input to every admin route (collected as the app registers them, like the role
 * test): bodies, ids and queries of any shape never give a 5xx, and every refusal is the D2
 * envelope with the status as its code.
 */
const RUNS = 60;

const anyJson = fc.jsonValue({ maxDepth: 3 });
const segment = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('-1', '0', '1.5', '99999999999', 'NaN', '%00', '..%2F..', '1;drop'));
const queryValue = fc.oneof(segment, fc.constantFrom('true', 'false', '-createTime', 'csv', '2026-02-30', 'admin'), textWithForbiddenCharacter());
const queryKey = fc.constantFrom('pageNum', 'pageSize', 'sort', 'q', 'format', 'status', 'payType', 'parentId', 'adviserId', 'disabled', 'role', 'entityType', 'entityId', 'actorId', 'from', 'to');
const bodyShape = fc.oneof(
  anyJson,
  fc.record({ reason: anyJson }),
  fc.record({ adviserId: anyJson }),
  fc.record({ note: anyJson }),
  // NUL, control characters and lone surrogates in the text fields staff write (issue 26).
  fc.record({ reason: textWithForbiddenCharacter() }),
  fc.record({ note: textWithForbiddenCharacter() }),
  fc.record({ text: textWithForbiddenCharacter(), markProcessed: fc.boolean() }),
  fc.record({ username: anyJson, email: anyJson, role: anyJson, adviser: anyJson }, { requiredKeys: [] }),
);

describe('fuzz: malformed requests to the admin routes', () => {
  const routes: { method: 'GET' | 'POST'; url: string }[] = [];
  let testApp: AccountsTestApp;
  let token: string;
  let realId: string;

  beforeAll(async () => {
    testApp = await createOrdersTestApp({
      onRoute: (route) => {
        if (!route.url.startsWith('/api/admin/')) return;
        for (const method of [route.method].flat()) if (method === 'GET' || method === 'POST') routes.push({ method, url: route.url });
      },
    });
    token = (await memberWithRole(testApp.app, 'admin')).token;
    const parent = await parentWithChild(testApp.app);
    realId = String((await createOrderFor(testApp.app, parent.token, (await createProduct(testApp.db, { stock: 5 })).id, parent.childId)).id);
  });
  afterAll(() => testApp.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') =>
    testApp.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, language: 'cn', ...(payload === undefined ? {} : { 'content-type': contentType }) },
      ...(payload === undefined ? {} : { payload }),
    });

  function expectNoServerError(response: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) {
    expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/csv')) return;
    expect(JSON.parse(response.body), what).toMatchObject({ code: response.statusCode, message: expect.any(String) });
  }

  it('never answers 5xx to bodies of any shape on the writes', async () => {
    const writes = routes.filter((route) => route.method === 'POST');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.oneof(bodyShape.map((body) => JSON.stringify(body)), notJsonText()), fc.constantFrom(realId, '0', 'abc'), async (route, payload, id) => {
        const url = route.url.replace(/:\w+/g, id);
        expectNoServerError(await send('POST', url, payload), `POST ${url} ${payload}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('never answers 5xx to ids and queries of any shape on the reads', async () => {
    const reads = routes.filter((route) => route.method === 'GET');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), segment, fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }), async (route, id, query) => {
        const search = new URLSearchParams(query.map(([key, value]) => [key, value])).toString();
        const url = `${route.url.replace(/:\w+/g, encodeURIComponent(id))}${search ? `?${search}` : ''}`;
        expectNoServerError(await send('GET', url), `GET ${url}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
