import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  get,
  lastMailTo,
  post,
  signedInParent,
  signIn,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';

describe('POST /api/sso/updatePassword', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  const change = (token: string | undefined, oldPassword: string, password: string, confirmPassword = password) =>
    post(testApp.app, '/api/sso/updatePassword', { oldPassword, password, confirmPassword }, { token });

  it('changes the password and revokes every other session, keeping this one', async () => {
    const parent = await signedInParent(testApp.app);
    const otherDevice = await signIn(testApp.app, parent.username, parent.password);
    const response = await change(parent.token, parent.password, 'Brand-New-Pass-5');
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: 'Password successfully changed', data: null });
    expect((await get(testApp.app, '/api/sso/info', { token: parent.token })).statusCode).toBe(200);
    expect((await get(testApp.app, '/api/sso/info', { token: otherDevice })).statusCode).toBe(401);
    expect(await signIn(testApp.app, parent.username, 'Brand-New-Pass-5')).toBeTruthy();
    expect((await lastMailTo(testApp.dataDir, parent.email))?.subject).toBe('Your Everbright Academy password was changed');
  });

  it.each([
    ['a wrong current password', 'Not-The-Password-1', 'Brand-New-Pass-5', undefined, 'The current password is not correct'],
    ['the same password', null, null, undefined, 'The new password must be different from the previous one'],
    ['a short one', null, 'Ab1!', undefined, 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol'],
    ['a weak one that sign-up refuses too', null, 'weakpass12', undefined, 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol'],
    ['two that differ', null, 'Brand-New-Pass-5', 'Brand-New-Pass-6', 'The two passwords entered do not match'],
  ])('refuses %s', async (_, oldPassword, password, confirm, message) => {
    const parent = await signedInParent(testApp.app);
    const newPassword = password ?? parent.password;
    const response = await change(parent.token, oldPassword ?? parent.password, newPassword, confirm ?? newPassword);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toBe(message);
    expect(await signIn(testApp.app, parent.username, parent.password)).toBeTruthy();
  });

  it('needs a session', async () => {
    const response = await change(undefined, 'x', 'Brand-New-Pass-5');
    expect(response.statusCode).toBe(401);
  });

  it('counts wrong current passwords as failed sign-ins of the account', async () => {
    const parent = await signedInParent(testApp.app);
    for (let attempt = 0; attempt < 10; attempt += 1) await change(parent.token, `Wrong-Guess-${attempt}!`, 'Brand-New-Pass-5');
    const refused = await change(parent.token, parent.password, 'Brand-New-Pass-5');
    expect(refused.statusCode).toBe(429);
  });
});
