import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  get,
  lastCodeFor,
  lastMailTo,
  post,
  readOutbox,
  registerParent,
  signIn,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';

const NEW_PASSWORD = 'Fresh-Meadow-88';

describe('reset codes and sso/resetPassword', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  const requestCode = (email: string, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, '/api/sso/getAuthCode', { email }, { language, ip: `203.0.113.${Math.floor(Math.random() * 200) + 1}` });
  const reset = (email: string, code: string, password = NEW_PASSWORD) =>
    post(testApp.app, '/api/sso/resetPassword', { email, code, password, confirmPassword: password });
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code in the member’s language and resets the password with it', async () => {
    const account = await registerParent(testApp.app, {}, { language: 'cn' });
    const sessionToken = await signIn(testApp.app, account.username, account.password, { language: 'cn' });

    const sent = await requestCode(account.email);
    expect(sent.statusCode).toBe(200);
    expect(envelopeOf(sent)).toEqual({ code: 200, message: 'Email verification code sent successfully.', data: null });

    const mail = await lastMailTo(testApp.dataDir, account.email);
    expect(mail?.subject).toBe('博睿学院邮箱验证码');
    expect(mail?.text).toMatch(/您的验证码是：\d{6}/);
    expect(mail?.text).toContain('10 分钟');
    const code = await lastCodeFor(testApp.dataDir, account.email);

    const response = await reset(account.email, code);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: 'Password successfully changed', data: null });
    // Every session ends, the new password works, the old one does not.
    expect((await get(testApp.app, '/api/sso/info', { token: sessionToken })).statusCode).toBe(401);
    expect(await signIn(testApp.app, account.username, NEW_PASSWORD)).toBeTruthy();
    expect((await post(testApp.app, '/api/sso/login', { username: account.username, password: account.password })).statusCode).toBe(400);
    expect((await lastMailTo(testApp.dataDir, account.email))?.subject).toBe('您的博睿学院密码已修改');
  });

  it('writes the mail in the language of the member’s last sign-in, not of whoever asks', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email, 'cn');
    const mail = await lastMailTo(testApp.dataDir, account.email);
    expect(mail?.subject).toBe('Your Everbright Academy verification code');
    expect(mail?.text).toMatch(/Your verification code is: \d{6}/);
  });

  it('answers an unknown address exactly like a known one, with the same work: one mail, and no code in it', async () => {
    const before = (await readOutbox(testApp.dataDir)).length;
    const response = await requestCode('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: 'Email verification code sent successfully.', data: null });
    const mails = await readOutbox(testApp.dataDir);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: expect.stringContaining('nobody@example.com'), subject: 'Everbright Academy password reset request' });
    expect(mails.at(-1)!.text).not.toMatch(/\b\d{6}\b/);
    expect((await requestCode('nobody@example.com')).statusCode).toBe(429);
  });

  it('takes about the same time for a known and an unknown address', async () => {
    const known = await Promise.all(Array.from({ length: 8 }, () => registerParent(testApp.app)));
    const timeOf = async (email: string) => {
      const started = performance.now();
      expect((await requestCode(email)).statusCode).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so that a slow moment of the machine falls on both.
    for (const [index, account] of known.entries()) {
      knownTimes.push(await timeOf(account.email));
      unknownTimes.push(await timeOf(`nobody-${index}-${Date.now()}@example.com`));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    // Before, the unknown address skipped the transaction and the mail and took about half the time.
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.7);
  });

  it('refuses a resend within 60 seconds, with the seconds left', async () => {
    const account = await registerParent(testApp.app);
    expect((await requestCode(account.email)).statusCode).toBe(200);
    testApp.clock.advanceSeconds(45);
    const early = await requestCode(account.email, 'cn');
    expect(early.statusCode).toBe(429);
    expect(envelopeOf(early)).toMatchObject({ code: 429, message: '请 15 秒后再获取验证码' });
    testApp.clock.advanceSeconds(15);
    expect((await requestCode(account.email)).statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    testApp.clock.advanceSeconds(10 * 60);
    const response = await reset(account.email, code);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'The verification code is wrong or no longer valid, please request a new one',
      data: { fields: [{ field: 'code', message: 'The verification code is wrong or no longer valid, please request a new one' }] },
    });
  });

  it('accepts a code just before 10 minutes', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    testApp.clock.advanceSeconds(10 * 60 - 1);
    expect((await reset(account.email, code)).statusCode).toBe(200);
  });

  it('refuses a code that was used already', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    expect((await reset(account.email, code)).statusCode).toBe(200);
    expect((await reset(account.email, code, 'Another-Fresh-77')).statusCode).toBe(400);
  });

  it('voids a code after 5 wrong tries, even for the right digits', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await reset(account.email, wrongCodeFor(code))).statusCode).toBe(400);
    }
    expect((await reset(account.email, code)).statusCode).toBe(400);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    for (let attempt = 0; attempt < 4; attempt += 1) await reset(account.email, wrongCodeFor(code));
    expect((await reset(account.email, code)).statusCode).toBe(200);
  });

  it('counts concurrent wrong guesses exactly: at most 5 tries are ever compared', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    await Promise.all(Array.from({ length: 8 }, () => reset(account.email, wrongCodeFor(code))));
    expect((await reset(account.email, code)).statusCode).toBe(400);
  });

  it('makes an older code useless once a new one is sent', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const first = await lastCodeFor(testApp.dataDir, account.email);
    testApp.clock.advanceSeconds(60);
    await requestCode(account.email);
    const second = await lastCodeFor(testApp.dataDir, account.email);
    if (first !== second) expect((await reset(account.email, first)).statusCode).toBe(400);
    expect((await reset(account.email, second)).statusCode).toBe(200);
  });

  it.each([
    ['short', 'Ab1!', 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol'],
    ['common', 'Password123!', 'This password is too common and easy to guess, please choose another one'],
  ])('refuses a %s new password before it spends a try', async (_, password, message) => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    const response = await reset(account.email, code, password);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe(message);
    expect((await reset(account.email, code)).statusCode).toBe(200);
  });

  it('refuses the previous password as the new one', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    const response = await reset(account.email, code, account.password);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe('The new password must be different from the previous one');
  });

  it('refuses a weak password that sign-up refuses too (one policy everywhere)', async () => {
    const account = await registerParent(testApp.app);
    await requestCode(account.email);
    const code = await lastCodeFor(testApp.dataDir, account.email);
    const response = await reset(account.email, code, 'weakpass12');
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe('Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol');
    expect(await signIn(testApp.app, account.username, account.password)).toBeTruthy();
  });

  it('refuses a reset whose two passwords differ', async () => {
    const account = await registerParent(testApp.app);
    const response = await post(testApp.app, '/api/sso/resetPassword', {
      email: account.email,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe('The two passwords entered do not match');
  });

  it('answers an unknown address like a wrong code', async () => {
    const response = await reset('ghost@example.com', '123456');
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe('The verification code is wrong or no longer valid, please request a new one');
  });
});
