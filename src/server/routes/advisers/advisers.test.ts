import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  get,
  seedAdviser,
  signedInParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { users } from '../../db/schema.ts';

describe('GET /api/ums-adviser/fetch', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  it('answers the member’s own adviser in the request’s language, and 404 for any other', async () => {
    const adviser = await seedAdviser(testApp.db);
    const other = await seedAdviser(testApp.db);
    const parent = await signedInParent(testApp.app);
    await testApp.db.update(users).set({ adviserId: adviser.id }).where(eq(users.username, parent.username));

    const response = await get(testApp.app, `/api/ums-adviser/fetch?id=${adviser.id}`, { token: parent.token, language: 'cn' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toEqual({
      id: adviser.id,
      name: '林老师',
      title: '资深顾问',
      photo: '',
      email: 'grace@example.com',
      phone: '',
      bio: '',
    });
    const refused = await get(testApp.app, `/api/ums-adviser/fetch?id=${other.id}`, { token: parent.token });
    expect(refused.statusCode).toBe(404);
    expect(envelopeOf(refused).message).toBe('This adviser was not found');
    expect((await get(testApp.app, `/api/ums-adviser/fetch?id=${adviser.id}`)).statusCode).toBe(401);
    expect((await get(testApp.app, '/api/ums-adviser/fetch?id=abc', { token: parent.token })).statusCode).toBe(400);
  });
});
