import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../shared/api/notifications.ts';
import { notifications, users } from '../../db/schema.ts';
import { envelopeOf, get, post, readOutbox, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { book, courseWithClasses, familyWithEntitlement } from '../../../../tests/support/factories-bookings.ts';
import { createOrdersTestApp, staffToken } from '../../../../tests/support/factories-orders.ts';

/**
 * Issue 27 (3): reminders are scheduled from the bookings, a day and an hour before each class;
 * a cancelled booking takes them with it, a moved class moves them, and one whose class has
 * begun is never mailed late.
 */
describe('class reminders (D29)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  async function bookedFamily() {
    const course = await courseWithClasses(testApp.db, { classes: 2, joinUrl: 'https://meet.example.com/room-9' });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    const booked = await book(testApp.app, family.token, family.entitlementId, [course.classIds[0]]);
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = (envelopeOf(booked).data as { id: number }[])[0].id;
    const [user] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, family.username));
    return { ...family, ...course, bookingId, memberId: user.id };
  }
  const moveClockTo = (instant: Date) => testApp.clock.advanceSeconds((instant.getTime() - testApp.clock().getTime()) / 1000);
  const remindersOf = (bookingId: number) =>
    testApp.db.select().from(notifications).where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, 'classReminder'))).orderBy(notifications.dueAt);

  it('tells of the booking at once and schedules reminders a day and an hour before, shown and mailed only when due', async () => {
    const family = await bookedFamily();
    const reminders = await remindersOf(family.bookingId);
    // The class is 2026-09-05 01:00 UTC, 09:00 in Shanghai.
    expect(reminders.map((row) => [row.dueAt.toISOString(), row.sendBefore?.toISOString(), row.mailStatus])).toEqual([
      ['2026-09-04T01:00:00.000Z', '2026-09-05T01:00:00.000Z', 'pending'],
      ['2026-09-05T00:00:00.000Z', '2026-09-05T01:00:00.000Z', 'pending'],
    ]);
    expect(reminders[0].content.en.text).not.toContain('meet.example.com');
    expect(reminders[1].content.en.text).toContain('Join the classroom: https://meet.example.com/room-9');
    expect(reminders[1].content.cn.subject).toBe('Ada Chen的课 1 小时后开始');

    const list = envelopeOf(await get(testApp.app, '/api/notification/list', { token: family.token })).data as NotificationList;
    expect(list.list.map((item) => item.kind)).toEqual(['classesBooked', 'paymentReceived', 'orderCreated', 'accountCreated']);
    expect(list.list[0].body).toContain('Saturday, 5 September 2026 at 09:00 (Beijing time)');

    const start = testApp.clock();
    try {
      moveClockTo(new Date('2026-09-05T00:00:30Z'));
      await testApp.app.deliverNotifications();
      expect((await remindersOf(family.bookingId)).map((row) => row.mailStatus)).toEqual(['sent', 'sent']);
      const mails = (await readOutbox(testApp.dataDir)).filter((mail) => mail.to.includes(family.email));
      expect(mails.at(-1)?.subject).toBe('Ada Chen\'s class begins in an hour');
      expect(mails.at(-1)?.text).toContain('https://meet.example.com/room-9');
    } finally {
      moveClockTo(start);
    }
  });

  it('gives a family abroad the class time in their own zone beside the academy’s', async () => {
    const course = await courseWithClasses(testApp.db, { classes: 1 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(users).set({ timeZone: 'America/Los_Angeles' }).where(eq(users.username, family.username));
    const booked = await book(testApp.app, family.token, family.entitlementId, [course.classIds[0]]);
    const bookingId = (envelopeOf(booked).data as { id: number }[])[0].id;
    const [dayBefore] = await remindersOf(bookingId);
    expect(dayBefore.content.en.text).toContain('Saturday, 5 September 2026 at 09:00 (Beijing time); your time Friday, 4 September 2026 at 18:00 (Pacific Time)');
    expect(dayBefore.content.cn.text).toContain('（北京时间）；您当地时间');
  });

  it('takes a cancelled booking’s reminders with it', async () => {
    const family = await bookedFamily();
    expect(await remindersOf(family.bookingId)).toHaveLength(2);
    const cancelled = await post(testApp.app, `/api/ddcBooking/cancel/${family.bookingId}`, undefined, { token: family.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await remindersOf(family.bookingId)).toEqual([]);
    const kinds = await testApp.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, family.memberId)).orderBy(notifications.id);
    expect(kinds.map((row) => row.kind)).toEqual(['accountCreated', 'orderCreated', 'paymentReceived', 'classesBooked', 'bookingCancelled']);
  });

  it('moves the reminders with a class staff move, and tells the family', async () => {
    const family = await bookedFamily();
    const moved = await post(
      testApp.app,
      `/api/admin/product/updateClass/${family.classIds[0]}`,
      { nameEn: 'Week 1', nameZh: '第 1 周', date: '2026-09-06', time: '14:00', durationMinutes: 90, capacity: 8, joinUrl: 'https://meet.example.com/room-9' },
      { token: staff },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await remindersOf(family.bookingId)).map((row) => row.dueAt.toISOString())).toEqual(['2026-09-05T06:00:00.000Z', '2026-09-06T05:00:00.000Z']);
    const [told] = await testApp.db.select().from(notifications).where(and(eq(notifications.userId, family.memberId), eq(notifications.kind, 'classMoved')));
    expect(told.content.en.text).toContain('Sunday, 6 September 2026 at 14:00 (Beijing time)');
    expect(told.mailStatus).toBe('sent');
  });

  it('never mails a reminder late once its class has begun (the portal was down)', async () => {
    const family = await bookedFamily();
    const start = testApp.clock();
    try {
      moveClockTo(new Date('2026-09-05T01:05:00Z'));
      await testApp.app.deliverNotifications();
      const reminders = await remindersOf(family.bookingId);
      expect(reminders.map((row) => [row.mailStatus, row.lastError])).toEqual([
        ['skipped', 'its time has passed'],
        ['skipped', 'its time has passed'],
      ]);
    } finally {
      moveClockTo(start);
    }
  });
});
