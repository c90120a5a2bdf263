import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  get,
  post,
  registerParent,
  seedAdviser,
  signedInParent,
  signIn,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { findUserByUsername, updateUser } from '../../db/repositories/user-repository.ts';
import { hashToken } from '../../domain/accounts/tokens.ts';

describe('sign-in, sso/info and sign-out', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({ env: { SESSION_TTL_HOURS: '2' } });
  });
  afterAll(() => testApp.close());

  it('signs in by username or by e-mail, in any case, with a 256-bit token stored only as its hash', async () => {
    const account = await registerParent(testApp.app, { username: 'Ada.Parent', email: 'ada@example.com' });
    for (const name of ['Ada.Parent', 'ada.parent', 'ADA@example.com']) {
      const response = await post(testApp.app, '/api/sso/login', { username: name, password: account.password });
      expect(response.statusCode).toBe(200);
      const body = envelopeOf(response) as { code: number; message: string; data: { token: string; tokenHead: string } };
      expect(body).toMatchObject({ code: 200, message: 'Login Successful', data: { tokenHead: 'Bearer ' } });
      expect(Buffer.from(body.data.token, 'base64url')).toHaveLength(32);
      expect(response.headers['cache-control']).toBe('no-store');
      const rows = await testApp.db.query.sessions.findMany();
      expect(rows.some((row) => row.tokenHash === hashToken(body.data.token))).toBe(true);
      expect(rows.some((row) => row.tokenHash === body.data.token)).toBe(false);
    }
  });

  it('answers Login Successful in Chinese too', async () => {
    const account = await registerParent(testApp.app);
    const response = await post(testApp.app, '/api/sso/login', { username: account.username, password: account.password }, { language: 'cn' });
    expect(envelopeOf(response).message).toBe('登录成功');
  });

  it('refuses a wrong password and an unknown name with the same answer', async () => {
    const account = await registerParent(testApp.app);
    const wrong = await post(testApp.app, '/api/sso/login', { username: account.username, password: 'Wrong-Password-1' }, { ip: '198.51.100.1' });
    const unknown = await post(testApp.app, '/api/sso/login', { username: 'nobody-here', password: 'Wrong-Password-1' }, { ip: '198.51.100.1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ code: 400, message: 'The username or password is not correct', data: null });
    }
  });

  it('answers sso/info with the specification fields and never a hash', async () => {
    const adviser = await seedAdviser(testApp.db);
    const parent = await signedInParent(testApp.app);
    const row = await findUserByUsername(testApp.db, parent.username);
    await updateUser(testApp.db, row!.id, { adviserId: adviser.id });
    const response = await get(testApp.app, '/api/sso/info', { token: parent.token });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toEqual({
      nickname: parent.username,
      username: parent.username,
      icon: '',
      integration: 0,
      adviserId: adviser.id,
      isFt: false,
      email: parent.email,
      role: 'parent',
      mustChangePassword: false,
      policyConsentRequired: false,
      deletionDueTime: null,
    });
    expect(response.body).not.toMatch(/scrypt|passwordHash|tokenHash/);
  });

  it.each([
    ['no token', undefined, 'Please sign in to continue'],
    ['an unknown token', 'A'.repeat(43), 'Your session has ended, please sign in again'],
    ['a malformed token', 'not a token', 'Your session has ended, please sign in again'],
  ])('answers 401 to sso/info with %s', async (_, token, message) => {
    const response = await get(testApp.app, '/api/sso/info', { token });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toEqual({ code: 401, message, data: null });
  });

  it('revokes the token on logout: sso/info then answers 401, other sessions stay', async () => {
    const parent = await signedInParent(testApp.app);
    const otherDevice = await signIn(testApp.app, parent.username, parent.password);
    const logout = await post(testApp.app, '/api/sso/logout', undefined, { token: parent.token });
    expect(logout.statusCode).toBe(200);
    expect(envelopeOf(logout)).toEqual({ code: 200, message: 'You have signed out', data: null });
    const after = await get(testApp.app, '/api/sso/info', { token: parent.token, language: 'cn' });
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after)).toEqual({ code: 401, message: '登录已失效，请重新登录', data: null });
    expect((await get(testApp.app, '/api/sso/info', { token: otherDevice })).statusCode).toBe(200);
    expect((await post(testApp.app, '/api/sso/logout', undefined, { token: parent.token })).statusCode).toBe(401);
  });

  it('accepts a logout sent with a JSON content type and no body', async () => {
    const parent = await signedInParent(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/sso/logout',
      headers: { authorization: `Bearer ${parent.token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets a token expire after SESSION_TTL_HOURS', async () => {
    const parent = await signedInParent(testApp.app);
    testApp.clock.advanceSeconds(2 * 60 * 60 - 1);
    expect((await get(testApp.app, '/api/sso/info', { token: parent.token })).statusCode).toBe(200);
    testApp.clock.advanceSeconds(1);
    expect((await get(testApp.app, '/api/sso/info', { token: parent.token })).statusCode).toBe(401);
  });
});
