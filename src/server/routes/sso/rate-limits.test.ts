import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  post,
  registerParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { RateLimitPolicies } from '../../domain/rate-limit.ts';

describe('rate limits of sign-in and code requests', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  const login = (username: string, password: string, ip: string, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, '/api/sso/login', { username, password }, { ip, language });

  it('locks one account after 10 failed sign-ins, from any address, for 15 minutes', async () => {
    const account = await registerParent(testApp.app);
    const { limit, windowSeconds } = RateLimitPolicies.loginPerAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(account.username, 'Wrong-Pass-1!', `192.0.2.${attempt + 1}`)).statusCode).toBe(400);
    }
    const refused = await login(account.email, account.password, '192.0.2.200', 'cn');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe('登录尝试次数过多，请 15 分钟后再试');
    expect(refused.headers['retry-after']).toBe(String(windowSeconds));

    testApp.clock.advanceSeconds(windowSeconds);
    expect((await login(account.username, account.password, '192.0.2.200')).statusCode).toBe(200);
  });

  it('limits failed sign-ins per address across accounts, and other addresses are unaffected', async () => {
    const { limit } = RateLimitPolicies.loginPerAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(`ghost${attempt}`, 'Wrong-Pass-1!', '198.51.100.77')).statusCode).toBe(400);
    }
    const account = await registerParent(testApp.app);
    const refused = await login(account.username, account.password, '198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toMatchObject({ code: 429, message: 'Too many sign-in attempts, please try again in 15 minutes' });
    expect((await login(account.username, account.password, '198.51.100.78')).statusCode).toBe(200);
  });

  it('limits code requests per e-mail address (beyond the 60-second resend rule)', async () => {
    const account = await registerParent(testApp.app);
    const { limit } = RateLimitPolicies.codePerEmail;
    for (let request = 0; request < limit; request += 1) {
      const response = await post(testApp.app, '/api/sso/getAuthCode', { email: account.email }, { ip: `203.0.113.${request + 1}` });
      expect(response.statusCode).toBe(200);
      testApp.clock.advanceSeconds(61);
    }
    const refused = await post(testApp.app, '/api/sso/getAuthCode', { email: account.email }, { ip: '203.0.113.99' });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toMatch(/^Too many verification codes requested, please try again in \d+ minutes$/);
  });

  it('limits code requests per address across e-mail addresses, known or not', async () => {
    const { limit } = RateLimitPolicies.codePerAddress;
    for (let request = 0; request < limit; request += 1) {
      const response = await post(testApp.app, '/api/sso/getAuthCode', { email: `someone${request}@example.com` }, { ip: '203.0.113.150' });
      expect(response.statusCode).toBe(200);
    }
    const refused = await post(testApp.app, '/api/sso/getAuthCode', { email: 'one-more@example.com' }, { ip: '203.0.113.150', language: 'cn' });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe('获取验证码过于频繁，请 60 分钟后再试');
  });
});
