import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedDto } from '../../../shared/api/bookings.ts';
import { calendarFeeds, users } from '../../db/schema.ts';
import { envelopeOf, get, GOOD_PASSWORD, lastCodeFor, post, signIn, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, staffToken } from '../../../../tests/support/factories-orders.ts';
import { bookOrFail, courseWithClasses, familyWithEntitlement } from '../../../../tests/support/factories-bookings.ts';

const NEW_PASSWORD = 'Lantern-Quay-2027!';

/**
 * Issue 26, item 2: the private feed (`calendar/{secret}.ics`: children's names, class times,
 * classroom links) does not outlive the account. Disabling it, or resetting or changing its
 * password, retires the address; a disabled account's feed answers 404 whatever its secret.
 */
describe('the calendar feed follows the account', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  /** A family with a booked class, and its feed's address, which answers 200 with the child's name. */
  async function familyWithFeed() {
    const course = await courseWithClasses(testApp.db, { classes: 1, joinUrl: 'https://meet.example.com/private-room' });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds);
    const url = await feedUrlOf(family.token);
    const feed = await testApp.app.inject({ method: 'GET', url });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('Ada Chen');
    expect(feed.body).toContain('meet.example.com/private-room');
    const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, family.username));
    return { ...family, id: user.id, url };
  }

  async function feedUrlOf(token: string) {
    const response = await get(testApp.app, '/api/ddcPlan/feed', { token });
    expect(response.statusCode, response.body).toBe(200);
    return (envelopeOf(response).data as CalendarFeedDto).url;
  }

  const statusOf = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).statusCode;

  it('answers 404 once staff disable the account, for the old address and for the current secret alike', async () => {
    const family = await familyWithFeed();
    const disabled = await post(testApp.app, `/api/admin/family/disable/${family.id}`, { note: 'left the academy' }, { token: await staffToken(testApp.app) });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await statusOf(family.url)).toBe(404);
    const [current] = await testApp.db.select({ secret: calendarFeeds.secret }).from(calendarFeeds).where(eq(calendarFeeds.memberId, family.id));
    expect(`/api/calendar/${current.secret}.ics`).not.toBe(family.url);
    expect(await statusOf(`/api/calendar/${current.secret}.ics`)).toBe(404);

    // Enabled again, the family signs in and finds a feed that works, at the new address.
    await post(testApp.app, `/api/admin/family/enable/${family.id}`, { note: '' }, { token: await staffToken(testApp.app) });
    const renewed = await feedUrlOf(await signIn(testApp.app, family.username, family.password));
    expect(renewed).toBe(`/api/calendar/${current.secret}.ics`);
    expect(await statusOf(renewed)).toBe(200);
  });

  it('gives the feed a new address when the password is changed', async () => {
    const family = await familyWithFeed();
    const changed = await post(testApp.app, '/api/sso/updatePassword', { oldPassword: GOOD_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { token: family.token });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusOf(family.url)).toBe(404);
    const renewed = await feedUrlOf(family.token);
    expect(renewed).not.toBe(family.url);
    expect(await statusOf(renewed)).toBe(200);
  });

  it('gives the feed a new address when the password is reset by e-mailed code', async () => {
    const family = await familyWithFeed();
    expect((await post(testApp.app, '/api/sso/getAuthCode', { email: family.email }, { ip: '198.51.100.26' })).statusCode).toBe(200);
    const code = await lastCodeFor(testApp.dataDir, family.email);
    const reset = await post(testApp.app, '/api/sso/resetPassword', { email: family.email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await statusOf(family.url)).toBe(404);
    const renewed = await feedUrlOf(await signIn(testApp.app, family.username, NEW_PASSWORD));
    expect(renewed).not.toBe(family.url);
    expect(await statusOf(renewed)).toBe(200);
  });
});
