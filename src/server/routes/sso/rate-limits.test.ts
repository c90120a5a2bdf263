import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  post,
  lastCodeFor,
  registerParent,
  signedInParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { PasswordGuessPolicy, RateLimitPolicies } from '../../domain/rate-limit.ts';

describe('rate limits of sign-in and code requests', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  const login = (username: string, password: string, ip: string, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, '/api/sso/login', { username, password }, { ip, language });

  it('delays one account from one address after 10 password checks, and the owner elsewhere is not locked out', async () => {
    const account = await registerParent(testApp.app);
    const { limit, firstDelaySeconds } = PasswordGuessPolicy;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(account.username, 'Wrong-Pass-1!', '192.0.2.1')).statusCode).toBe(400);
    }
    const refused = await login(account.email, account.password, '192.0.2.1', 'cn');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe('登录尝试次数过多，请 1 分钟后再试');
    expect(refused.headers['retry-after']).toBe(String(firstDelaySeconds));

    expect((await login(account.username, account.password, '192.0.2.200')).statusCode).toBe(200);
  });

  it('lets one check through after each delay, and doubles the delay after each failure', async () => {
    const account = await registerParent(testApp.app);
    const { limit, firstDelaySeconds } = PasswordGuessPolicy;
    for (let attempt = 0; attempt < limit; attempt += 1) await login(account.username, 'Wrong-Pass-1!', '192.0.2.2');

    testApp.clock.advanceSeconds(firstDelaySeconds);
    expect((await login(account.username, 'Wrong-Pass-1!', '192.0.2.2')).statusCode).toBe(400);
    const doubled = await login(account.username, account.password, '192.0.2.2');
    expect(doubled.statusCode).toBe(429);
    expect(doubled.headers['retry-after']).toBe(String(2 * firstDelaySeconds));

    testApp.clock.advanceSeconds(2 * firstDelaySeconds);
    expect((await login(account.username, account.password, '192.0.2.2')).statusCode).toBe(200);
    // The right password starts the count again.
    expect((await login(account.username, 'Wrong-Pass-1!', '192.0.2.2')).statusCode).toBe(400);
  });

  it('checks at most the limit of passwords under 150 concurrent sign-ins, and refuses a right one after', async () => {
    const account = await registerParent(testApp.app);
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, attempt) => login(account.username, `Wrong-Pass-${attempt}!`, '192.0.2.3')),
    );
    const checked = answers.filter((answer) => answer.statusCode === 400).length;
    expect(checked).toBeLessThanOrEqual(PasswordGuessPolicy.limit);
    expect(answers.every((answer) => [400, 429].includes(answer.statusCode))).toBe(true);
    expect((await login(account.username, account.password, '192.0.2.3')).statusCode).toBe(429);
  });

  it('checks at most the limit of current passwords under 60 concurrent password changes', async () => {
    const parent = await signedInParent(testApp.app, {}, { ip: '192.0.2.4' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        post(
          testApp.app,
          '/api/sso/updatePassword',
          { oldPassword: `Wrong-Pass-${attempt}!`, password: 'Brand-New-Pass-5!', confirmPassword: 'Brand-New-Pass-5!' },
          { token: parent.token, ip: '192.0.2.4' },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 400).length).toBeLessThanOrEqual(PasswordGuessPolicy.limit);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(60 - PasswordGuessPolicy.limit);
  });

  it('lifts every delay on the account when the owner resets the password', async () => {
    const account = await registerParent(testApp.app);
    for (let attempt = 0; attempt < PasswordGuessPolicy.limit; attempt += 1) {
      await login(account.username, 'Wrong-Pass-1!', '192.0.2.5');
    }
    expect((await login(account.username, account.password, '192.0.2.5')).statusCode).toBe(429);

    expect((await post(testApp.app, '/api/sso/getAuthCode', { email: account.email }, { ip: '192.0.2.5' })).statusCode).toBe(200);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    const reset = await post(
      testApp.app,
      '/api/sso/resetPassword',
      { email: account.email, code, password: 'Fresh-Start-2027!', confirmPassword: 'Fresh-Start-2027!' },
      { ip: '192.0.2.5' },
    );
    expect(reset.statusCode).toBe(200);
    expect((await login(account.username, 'Fresh-Start-2027!', '192.0.2.5')).statusCode).toBe(200);
  });

  it('limits sign-ins per address across accounts, and other addresses are unaffected', async () => {
    const { limit } = RateLimitPolicies.loginPerAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(`ghost${attempt}`, 'Wrong-Pass-1!', '198.51.100.77')).statusCode).toBe(400);
    }
    const account = await registerParent(testApp.app);
    const refused = await login(account.username, account.password, '198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toMatchObject({ code: 429, message: 'Too many sign-in attempts, please try again in 15 minutes' });
    expect((await login(account.username, account.password, '198.51.100.78')).statusCode).toBe(200);
  }, 60_000); // thirty password checks, each a deliberate scrypt

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
