import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

describe('security headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('gives API answers helmet’s headers and a policy with no script nonce', async () => {
    const response = await testApp.app.inject({ url: '/api/health' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' ?;/);
    expect(policy).not.toContain('nonce-');
  });

  it('gives every API answer, errors included, the same headers', async () => {
    const securityHeadersOf = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => /^(content-security-policy|cross-origin|origin-agent|referrer|x-)/.test(name)));
    const health = securityHeadersOf((await testApp.app.inject({ url: '/api/health' })).headers);
    expect(Object.keys(health)).toHaveLength(11);
    const missing = await testApp.app.inject({ url: '/api/no/such/route' });
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/ddcProduct/productList',
      headers: { 'content-type': 'application/json' },
      payload: { pageSize: 'many' },
    });
    expect([missing.statusCode, refused.statusCode]).toEqual([404, 400]);
    expect(securityHeadersOf(missing.headers)).toEqual(health);
    expect(securityHeadersOf(refused.headers)).toEqual(health);
  });

  it('sends HSTS only over HTTPS, never over plain HTTP nor on an untrusted X-Forwarded-Proto', async () => {
    expect((await testApp.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const forged = await testApp.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await createTestApp({ seed: false, env: { TRUST_PROXY_HOPS: '1' } });
    try {
      const secure = await behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('gives every page a script nonce of its own', async () => {
    const nonceOf = async () => {
      const response = await testApp.app.inject({ url: '/home' });
      return /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(String(response.headers['content-security-policy']))?.[1];
    };
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(second).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(first).not.toBe(second);
  });
});
