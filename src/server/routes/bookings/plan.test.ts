import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedDto, PlanMonth } from '../../../shared/api/bookings.ts';
import { entitlements } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { childFor, createOrdersTestApp } from '../../../../tests/support/factories-orders.ts';
import { bookOrFail, courseWithClasses, familyWithEntitlement } from '../../../../tests/support/factories-bookings.ts';

/** `ddcPlan/*` (D17): the month of booked classes, the join link's moment and the private feed. */
describe('ddcPlan/month and the calendar feed', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
  });
  afterAll(() => testApp.close());

  const planOf = async (token: string, query: string) => {
    const response = await get(testApp.app, `/api/ddcPlan/month${query}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf(response).data as PlanMonth;
  };

  it('shows the join link from 15 minutes before the class, filters by child and refuses another family’s child', async () => {
    // The clock stands on 2 March 2026, 08:00 UTC: the class begins at 08:30.
    const course = await courseWithClasses(testApp.db, { classes: 1, firstClass: '2026-03-02T08:30:00Z', joinUrl: 'https://meet.example.com/amc' });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    // Another family enrols too, while enrolment is still open (D21).
    const stranger = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, family.entitlementId));
    await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds);

    const early = await planOf(family.token, '?year=2026&month=3');
    expect(early['2026-03-02']).toHaveLength(1);
    expect(early['2026-03-02'][0].joinUrl).toBeUndefined();
    testApp.clock.advanceSeconds(16 * 60);
    expect((await planOf(family.token, '?year=2026&month=3'))['2026-03-02'][0].joinUrl).toBe('https://meet.example.com/amc');
    testApp.clock.advanceSeconds(2 * 3600);
    expect((await planOf(family.token, '?year=2026&month=3'))['2026-03-02'][0].joinUrl).toBeUndefined();

    expect(await planOf(family.token, `?year=2026&month=3&childId=${family.childId}`)).toHaveProperty('2026-03-02');
    const sibling = await childFor(testApp.app, family.token, { name: 'Leo Chen' });
    expect(await planOf(family.token, `?year=2026&month=3&childId=${sibling}`)).toEqual({});
    expect(await planOf(family.token, '?year=2026&month=4')).toEqual({});

    expect(await planOf(stranger.token, '?year=2026&month=3')).toEqual({});
    const foreignChild = await get(testApp.app, `/api/ddcPlan/month?year=2026&month=3&childId=${family.childId}`, { token: stranger.token });
    expect(foreignChild.statusCode).toBe(404);
    for (const query of ['', '?year=2026', '?year=2026&month=13', '?year=abc&month=1']) {
      expect((await get(testApp.app, `/api/ddcPlan/month${query}`, { token: family.token })).statusCode, query).toBe(400);
    }
  });

  it('serves a private iCalendar feed that a renewal retires', async () => {
    const course = await courseWithClasses(testApp.db, { classes: 2 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds);

    const feed = envelopeOf(await get(testApp.app, '/api/ddcPlan/feed', { token: family.token })).data as CalendarFeedDto;
    expect(feed.url).toMatch(/^\/api\/calendar\/[\w-]{43}\.ics$/);
    expect((envelopeOf(await get(testApp.app, '/api/ddcPlan/feed', { token: family.token })).data as CalendarFeedDto).url).toBe(feed.url);

    const calendar = await testApp.app.inject({ method: 'GET', url: feed.url });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.body).toContain('BEGIN:VCALENDAR');
    expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar.body).toContain('DTSTART:20260905T010000Z');
    expect(calendar.body).toMatch(/SUMMARY:Course \d+ · Ada Chen/);

    const renewed = await post(testApp.app, '/api/ddcPlan/feed', undefined, { token: family.token });
    expect(renewed.statusCode).toBe(200);
    const next = (envelopeOf(renewed).data as CalendarFeedDto).url;
    expect(next).not.toBe(feed.url);
    expect((await testApp.app.inject({ method: 'GET', url: feed.url })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/calendar/not-a-secret.ics' })).statusCode).toBe(400);
    expect((await get(testApp.app, '/api/ddcPlan/feed')).statusCode).toBe(401);
  });
});
