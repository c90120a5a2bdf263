import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  GOOD_PASSWORD,
  lastMailTo,
  newAccount,
  post,
  registerParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { eq } from 'drizzle-orm';
import { findUserByUsername } from '../../db/repositories/user-repository.ts';
import { notifications } from '../../db/schema.ts';

describe('POST /api/sso/register', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    // This file judges sign-ups, many from one address; their limit has its own test (upload-limits.test.ts).
    testApp = await createAccountsTestApp({ env: { SIGNUP_PER_ADDRESS_PER_HOUR: '1000' } });
  });
  afterAll(() => testApp.close());

  it('creates a parent whose password is stored only as a scrypt hash', async () => {
    const account = newAccount();
    const response = await post(testApp.app, '/api/sso/register', account);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: 'Registration successful, please sign in', data: null });
    const row = await findUserByUsername(testApp.db, account.username);
    expect(row).toMatchObject({ role: 'parent', isFt: false, email: account.email, language: 'en' });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  const passwordCases: { password: string; confirm?: string; status: number; message: string }[] = [
    { password: 'Short1!', status: 400, message: 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol' },
    { password: 'alllowercase1!', status: 400, message: 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol' },
    { password: 'ALLUPPERCASE1!', status: 400, message: 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol' },
    { password: 'NoDigitsHere!', status: 400, message: 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol' },
    { password: 'NoSymbols123', status: 400, message: 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol' },
    { password: `Aa1!${'x'.repeat(125)}`, status: 400, message: 'The password must have at most 128 characters' },
    { password: 'Password123!', status: 400, message: 'This password is too common and easy to guess, please choose another one' },
    { password: 'P@ssw0rd', status: 400, message: 'This password is too common and easy to guess, please choose another one' },
    { password: 'Qwerty2024$', status: 400, message: 'This password is too common and easy to guess, please choose another one' },
    { password: GOOD_PASSWORD, confirm: `${GOOD_PASSWORD}x`, status: 400, message: 'The two passwords entered do not match' },
    { password: `Aa1!${'x'.repeat(124)}`, status: 200, message: 'Registration successful, please sign in' },
    { password: 'Zebra#Lantern9', status: 200, message: 'Registration successful, please sign in' },
    { password: '密码Aa1!足够长', status: 200, message: 'Registration successful, please sign in' },
  ];

  it.each(passwordCases)('answers $status for the password "$password"', async ({ password, confirm, status, message }) => {
    const account = { ...newAccount(), password, confirmPassword: confirm ?? password };
    const response = await post(testApp.app, '/api/sso/register', account);
    expect(response.statusCode).toBe(status);
    expect(envelopeOf(response)).toMatchObject({ code: status, message });
    expect(Boolean(await findUserByUsername(testApp.db, account.username))).toBe(status === 200);
  });

  it('names both refused fields when the password is weak and the confirmation differs', async () => {
    const response = await post(testApp.app, '/api/sso/register', { ...newAccount(), password: 'weak', confirmPassword: 'other' }, { language: 'cn' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: '请设置更安全的密码：至少 8 位，并包含大写字母、小写字母、数字和符号',
      data: {
        fields: [
          { field: 'password', message: '请设置更安全的密码：至少 8 位，并包含大写字母、小写字母、数字和符号' },
          { field: 'confirmPassword', message: '两次输入的密码不一致' },
        ],
      },
    });
  });

  it('refuses a username that is taken, whatever its case, in both languages', async () => {
    const first = await registerParent(testApp.app, { username: 'Taken.Name' });
    const again = newAccount({ username: 'taken.name' });
    const english = await post(testApp.app, '/api/sso/register', again);
    expect(english.statusCode).toBe(409);
    expect(envelopeOf(english)).toEqual({
      code: 409,
      message: 'That username is taken, try another.',
      data: { fields: [{ field: 'username', message: 'That username is taken, try another.' }] },
    });
    const chinese = await post(testApp.app, '/api/sso/register', again, { language: 'cn' });
    expect(envelopeOf(chinese).message).toBe('该用户名已被占用，请换一个。');
    expect(first.username).toBe('Taken.Name');
  });

  it('answers a known e-mail address as a new one, creates nothing, and mails its owner instead', async () => {
    const owner = await registerParent(testApp.app, { email: 'someone@example.com' });
    const intruder = newAccount({ email: 'SomeOne@Example.com', password: 'Other-Secret-42!' });
    const fresh = newAccount();
    const known = await post(testApp.app, '/api/sso/register', intruder);
    const unknown = await post(testApp.app, '/api/sso/register', fresh);
    expect(known.statusCode).toBe(200);
    expect(envelopeOf(known)).toEqual(envelopeOf(unknown));

    expect(await findUserByUsername(testApp.db, intruder.username)).toBeUndefined();
    expect((await post(testApp.app, '/api/sso/login', { username: 'someone@example.com', password: intruder.password })).statusCode).toBe(400);
    const mail = await lastMailTo(testApp.dataDir, 'someone@example.com');
    expect(mail?.subject).toBe('Someone tried to sign up to Everbright Academy with your e-mail');
    expect(mail?.text).toContain(`username ${owner.username}`);
    expect((await lastMailTo(testApp.dataDir, fresh.email))?.subject).toBe('Welcome to Everbright Academy');
  });

  it('welcomes the new parent in their language, in the portal and by mail, and keeps their time zone', async () => {
    const account = newAccount();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/sso/register',
      headers: { language: 'cn', 'time-zone': 'America/Los_Angeles' },
      payload: account,
    });
    expect(response.statusCode).toBe(200);
    const parent = await findUserByUsername(testApp.db, account.username);
    expect(parent).toMatchObject({ language: 'cn', timeZone: 'America/Los_Angeles' });
    const mail = await lastMailTo(testApp.dataDir, account.email);
    expect(mail?.subject).toBe('欢迎加入博睿学院');
    expect(mail?.text).toContain(`用户名为 ${account.username}`);
    const [welcome] = await testApp.db.select().from(notifications).where(eq(notifications.userId, parent!.id));
    expect(welcome).toMatchObject({ kind: 'accountCreated', link: '/user/children', mailStatus: 'sent' });
  });

  it('keeps no zone it does not know, and the one it has when a sign-in names none', async () => {
    const account = newAccount();
    await testApp.app.inject({ method: 'POST', url: '/api/sso/register', headers: { 'time-zone': 'Mars/Olympus_Mons' }, payload: account });
    expect((await findUserByUsername(testApp.db, account.username))?.timeZone).toBeNull();
    const login = { username: account.username, password: account.password };
    await testApp.app.inject({ method: 'POST', url: '/api/sso/login', headers: { 'time-zone': 'Europe/London' }, payload: login });
    expect((await findUserByUsername(testApp.db, account.username))?.timeZone).toBe('Europe/London');
    await post(testApp.app, '/api/sso/login', login);
    expect((await findUserByUsername(testApp.db, account.username))?.timeZone).toBe('Europe/London');
  });

  it('gives one account to concurrent sign-ups with the same e-mail address, and the same answer to all', async () => {
    const answers = await Promise.all(
      [0, 1, 2].map((index) => post(testApp.app, '/api/sso/register', newAccount({ username: `mailracer${index}`, email: 'race@example.com' }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const created = await Promise.all([0, 1, 2].map((index) => findUserByUsername(testApp.db, `mailracer${index}`)));
    expect(created.filter(Boolean)).toHaveLength(1);
  });

  it('gives one account, and one welcome, to concurrent sign-ups with the same name', async () => {
    const account = newAccount({ username: 'racer' });
    const answers = await Promise.all(
      [0, 1, 2].map((index) => post(testApp.app, '/api/sso/register', { ...account, email: `racer${index}@example.com` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const welcomes = await testApp.db.select().from(notifications).where(eq(notifications.kind, 'accountCreated'));
    const racer = await findUserByUsername(testApp.db, 'racer');
    expect(welcomes.filter((row) => row.userId === racer!.id)).toHaveLength(1);
    const mails = await Promise.all([0, 1, 2].map((index) => lastMailTo(testApp.dataDir, `racer${index}@example.com`)));
    expect(mails.filter(Boolean)).toHaveLength(1);
  });

  it.each([
    [{ username: 'a', field: 'username', message: 'A username has 2 to 32 letters, digits, dots, hyphens or underscores' }],
    [{ username: 'has space', field: 'username', message: 'A username has 2 to 32 letters, digits, dots, hyphens or underscores' }],
    [{ username: 'me@home', field: 'username', message: 'A username has 2 to 32 letters, digits, dots, hyphens or underscores' }],
    [{ email: 'not-an-email', field: 'email', message: 'Please enter a valid e-mail address' }],
  ])('refuses a malformed field: %o', async ({ field, message, ...overrides }) => {
    const response = await post(testApp.app, '/api/sso/register', { ...newAccount(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: `Some fields are not valid: ${field}`,
      data: { fields: [{ field, message }] },
    });
  });
});
