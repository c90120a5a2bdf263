import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOfRole } from '../../../tests/support/factories-consulting.ts';
import { createAccountsTestApp, envelopeOf, signedInParent, type AccountsTestApp } from '../../../tests/support/factories-accounts.ts';
import { JSON_MAX_DEPTH, jsonNestingDepth } from './empty-json-body.ts';
import { PUBLIC_READ_BODY_LIMIT_BYTES } from './public-read.ts';

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('deeply nested JSON bodies', () => {
  let testApp: AccountsTestApp;
  const routes: { method: string; url: string }[] = [];
  beforeAll(async () => {
    testApp = await createAccountsTestApp({
      onRoute: (route) => {
        // The Stripe webhook reads its raw bytes, for the signature, and exists only with Stripe on.
        if (route.url.endsWith('/stripe/webhook')) return;
        for (const method of [route.method].flat()) if (method === 'POST' || method === 'PUT') routes.push({ method, url: route.url });
      },
    });
  });
  afterAll(() => testApp.close());

  it('measures nesting outside strings only', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"[["')).toBe(0);
    expect(jsonNestingDepth(nestedObject(5000))).toBe(5000);
  });

  it('answers 400 on every JSON route, signed in or not, to a body nested 5,000 levels deep', async () => {
    const parent = await signedInParent(testApp.app);
    const admin = await staffOfRole(testApp.app, 'admin');
    const unexpected: string[] = [];
    for (const route of routes) {
      for (const token of [undefined, parent.token, admin.token]) {
        for (const payload of [nestedObject(5000), nestedArray(5000)]) {
          const response = await testApp.app.inject({
            method: route.method as 'POST' | 'PUT',
            url: route.url.replace(/:\w+/g, '1'),
            payload,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          // Public reads take at most a few KB, so they refuse such a body by its size alone.
          const expected = payload.length > PUBLIC_READ_BODY_LIMIT_BYTES && response.statusCode === 413 ? 413 : 400;
          if (response.statusCode !== expected) {
            unexpected.push(`${route.method} ${route.url}: ${response.statusCode}`);
          }
        }
      }
    }
    expect(routes.length).toBeGreaterThan(50);
    expect(unexpected).toEqual([]);
  });

  it('answers 400 on a public read to a deep body that fits its size cap', async () => {
    const depth = JSON_MAX_DEPTH + 1;
    for (const url of ['/api/ddcProduct/courseSystemAll', '/api/ddcProduct/productList', '/api/ddcProduct/detail/1']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        payload: nestedArray(1500),
        headers: { 'content-type': 'application/json', language: 'cn' },
      });
      expect(response.statusCode, url).toBe(400);
      expect(envelopeOf(response).message).toBe('以下字段无效：body');
      const justDeepEnough = await testApp.app.inject({
        method: 'POST',
        url,
        payload: nestedArray(depth),
        headers: { 'content-type': 'application/json' },
      });
      expect(justDeepEnough.statusCode, url).toBe(400);
    }
  });
});
