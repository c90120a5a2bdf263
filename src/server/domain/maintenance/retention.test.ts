import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  filesOnDisk,
  foreignTeacherAnswers,
  get,
  post,
  signedInParent,
  signIn,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf } from '../../../../tests/support/upload-samples.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { findStoredFile } from '../../db/repositories/file-repository.ts';
import { findUserByUsername } from '../../db/repositories/user-repository.ts';
import { authCodes, rateLimitBuckets, sessions } from '../../db/schema.ts';
import { addSeconds } from '../clock.ts';
import { sweepRetention } from './retention.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

describe('the retention sweep', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  const sweep = () => sweepRetention({ db: testApp.db, fileStorage: testApp.app.fileStorage, now: testApp.clock() });

  async function upload(token?: string): Promise<string> {
    const body = multipartBody({ name: 'cv.pdf', bytes: samplePdf() });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/minio/upload',
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return (envelopeOf(response).data as { key: string }).key;
  }

  it('removes application files whose sender never signed up, a day after the upload, bytes and all', async () => {
    const unclaimed = await upload();
    const claimed = await upload();
    expect((await post(testApp.app, '/api/sso/registerForeign', foreignTeacherAnswers({ cvKey: claimed }))).statusCode).toBe(200);
    const parent = await signedInParent(testApp.app);
    const members = await upload(parent.token);
    testApp.clock.advanceSeconds(23 * HOUR);
    const recent = await upload();

    testApp.clock.advanceSeconds(HOUR - 1);
    expect((await sweep()).unclaimedFiles).toBe(0);

    testApp.clock.advanceSeconds(2);
    expect((await sweep()).unclaimedFiles).toBe(1);
    expect(await findStoredFile(testApp.db, unclaimed)).toBeUndefined();
    const onDisk = await filesOnDisk(testApp.dataDir);
    expect(onDisk).not.toContain(unclaimed);
    for (const kept of [claimed, members, recent]) {
      expect(await findStoredFile(testApp.db, kept)).toBeDefined();
      expect(onDisk).toContain(kept);
    }
  });

  it('removes sessions a day after they ran out or were signed out, and keeps those still live', async () => {
    const parent = await signedInParent(testApp.app);
    const signedOut = await signIn(testApp.app, parent.username, parent.password);
    expect((await post(testApp.app, '/api/sso/logout', undefined, { token: signedOut })).statusCode).toBe(200);
    const userId = await userIdOf(parent.username);
    const sessionsOf = () => testApp.db.$count(sessions, eq(sessions.userId, userId));
    expect(await sessionsOf()).toBe(2);

    testApp.clock.advanceSeconds(DAY + 1);
    expect((await sweep()).sessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf()).toBe(1);
    expect((await get(testApp.app, '/api/sso/info', { token: parent.token })).statusCode).toBe(200);

    // A week after sign-in (SESSION_TTL_HOURS) the live one has run out too, and a day after that it goes.
    testApp.clock.advanceSeconds(6 * DAY);
    expect((await get(testApp.app, '/api/sso/info', { token: parent.token })).statusCode).toBe(401);
    await sweep();
    expect(await sessionsOf()).toBe(1);
    testApp.clock.advanceSeconds(DAY);
    await sweep();
    expect(await sessionsOf()).toBe(0);
  });

  it('removes password codes a day after they ran out', async () => {
    const parent = await signedInParent(testApp.app);
    expect((await post(testApp.app, '/api/sso/getAuthCode', { email: parent.email })).statusCode).toBe(200);
    const userId = await userIdOf(parent.username);
    const codesOf = () => testApp.db.$count(authCodes, eq(authCodes.userId, userId));
    expect(await codesOf()).toBe(1);

    testApp.clock.advanceSeconds(DAY);
    await sweep();
    expect(await codesOf()).toBe(1);
    testApp.clock.advanceSeconds(10 * 60 + 1);
    expect((await sweep()).authCodes).toBeGreaterThanOrEqual(1);
    expect(await codesOf()).toBe(0);
  });

  it('removes rate-limit buckets idle for a day, and keeps one whose delay still runs', async () => {
    const now = testApp.clock();
    await insertRows(testApp.db, rateLimitBuckets, [
      { key: 'test:window-ended-two-days-ago', count: 3, windowEndsAt: addSeconds(now, -2 * DAY) },
      { key: 'test:window-ended-an-hour-ago', count: 3, windowEndsAt: addSeconds(now, -HOUR) },
      { key: 'test:still-delayed', count: 9, windowEndsAt: addSeconds(now, -2 * DAY), blockedUntil: addSeconds(now, HOUR) },
    ]);
    expect((await sweep()).rateLimitBuckets).toBe(1);
    const left = await testApp.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(left.map((row) => row.key).filter((key) => key.startsWith('test:')).sort()).toEqual([
      'test:still-delayed',
      'test:window-ended-an-hour-ago',
    ]);
  });

  async function userIdOf(username: string): Promise<number> {
    return (await findUserByUsername(testApp.db, username))!.id;
  }
});
