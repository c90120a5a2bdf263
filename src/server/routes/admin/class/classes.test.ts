import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffClassDetail, StaffClassList } from '../../../../shared/api/classes.ts';
import type { EntitlementClasses } from '../../../../shared/api/bookings.ts';
import type { EntitlementList } from '../../../../shared/api/orders.ts';
import { auditLog, entitlements } from '../../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { createOrdersTestApp, orderDetail, staffToken } from '../../../../../tests/support/factories-orders.ts';
import { bookOrFail, courseWithClasses, familyWithEntitlement } from '../../../../../tests/support/factories-bookings.ts';

/** `admin/class/*` (D23): rosters, attendance, the entitlement used and the order completed. */
describe('admin/class: attendance to used, and the order to completed', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
  });
  afterAll(() => testApp.close());

  it('marks attended, excused and absent, spending and giving back sessions, until the order is completed', async () => {
    const staff = await staffToken(testApp.app);
    // Two sessions; classes on 3 and 4 March, 09:00 in Shanghai. The clock stands on 2 March.
    const course = await courseWithClasses(testApp.db, { classes: 3, sessions: 2, firstClass: '2026-03-03T01:00:00Z', daysApart: 1 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    await testApp.db.update(entitlements).set({ equityDateStart: '2026-03-01' }).where(eq(entitlements.id, family.entitlementId));
    const [first, second] = await bookOrFail(testApp.app, family.token, family.entitlementId, course.classIds.slice(0, 2));

    const early = await post(testApp.app, `/api/admin/class/attendance/${first.id}`, { status: 'attended' }, { token: staff });
    expect(early.statusCode).toBe(409);
    expect(envelopeOf(early).message).toBe('Attendance can be marked once the class has begun');

    testApp.clock.advanceSeconds(43 * 3600); // 4 March 03:00 UTC, 11:00 in Shanghai
    const classes = (when: string) => get(testApp.app, `/api/admin/class/list?when=${when}&productId=${course.productId}`, { token: staff });
    expect((envelopeOf(await classes('past')).data as StaffClassList).list.map((item) => [item.scheduleId, item.unmarked])).toEqual([[course.classIds[0], 1]]);
    expect((envelopeOf(await classes('today')).data as StaffClassList).list.map((item) => item.scheduleId)).toEqual([course.classIds[1]]);

    const detail = envelopeOf(await get(testApp.app, `/api/admin/class/detail/${course.classIds[0]}`, { token: staff, language: 'cn' })).data as StaffClassDetail;
    expect(detail).toMatchObject({ name: '第 1 周', seatsTaken: 1, capacity: 8, unmarked: 1, teacher: { name: '玛雅老师' } });
    expect(detail.roster).toEqual([
      {
        bookingId: first.id,
        childId: family.childId,
        childName: 'Ada Chen',
        parentName: family.username,
        status: 'booked',
        markedTime: null,
        markedBy: null,
        entitlement: { id: family.entitlementId, total: 2, used: 0, sessionsLeft: 0 },
        order: { id: family.orderId, status: 2 },
      },
    ]);
    // The third class, on 5 March, is still to come.
    expect((envelopeOf(await classes('upcoming')).data as StaffClassList).list.map((item) => item.scheduleId)).toEqual([course.classIds[2]]);

    const sessionsLeft = async () =>
      (envelopeOf(await get(testApp.app, `/api/ddcEntitlement/classes/${family.entitlementId}`, { token: family.token })).data as EntitlementClasses).sessionsLeft;
    const mark = async (bookingId: number, status: string) => {
      const response = await post(testApp.app, `/api/admin/class/attendance/${bookingId}`, { status }, { token: staff });
      expect(response.statusCode, response.body).toBe(200);
      return envelopeOf(response);
    };
    const marked = await mark(first.id, 'attended');
    expect(marked.message).toBe('Attendance saved');
    expect((marked.data as StaffClassDetail).roster[0]).toMatchObject({
      status: 'attended',
      markedTime: testApp.clock().toISOString(),
      entitlement: { used: 1, sessionsLeft: 0 },
    });
    const excused = await mark(second.id, 'excused');
    expect((excused.data as StaffClassDetail).roster[0].entitlement).toMatchObject({ used: 1, sessionsLeft: 1 });
    expect(await sessionsLeft()).toBe(1);
    expect((await orderDetail(testApp.app, family.token, family.orderId)).status).toBe(2);

    const absent = await mark(second.id, 'absent');
    expect((absent.data as StaffClassDetail).roster[0]).toMatchObject({ entitlement: { used: 2, sessionsLeft: 0 }, order: { status: 3 } });
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.id, family.entitlementId));
    expect(entitlement.used).toBe(2);
    const tabs = envelopeOf(await get(testApp.app, '/api/ddcEntitlement/list?tab=used', { token: family.token })).data as EntitlementList;
    expect(tabs.total).toBe(1);
    const order = await orderDetail(testApp.app, family.token, family.orderId);
    expect(order.status).toBe(3);
    expect(order.history.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 3, actor: 'staff', note: 'Every session used: the course is completed' });

    const locked = await post(testApp.app, `/api/admin/class/attendance/${second.id}`, { status: 'excused' }, { token: staff });
    expect(locked.statusCode).toBe(409);
    const audits = await testApp.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, String(second.id)))).orderBy(auditLog.id);
    expect(audits.map((row) => [row.before, row.after])).toEqual([
      [{ status: 'booked' }, { status: 'excused' }],
      [{ status: 'excused' }, { status: 'absent' }],
    ]);
    expect(await testApp.db.$count(auditLog, and(eq(auditLog.action, 'order.complete'), eq(auditLog.entityId, String(family.orderId))))).toBe(1);
  });

  it('is for staff only, and refuses bad marks', async () => {
    const family = await familyWithEntitlement(testApp.app, (await courseWithClasses(testApp.db, { classes: 1 })).productId);
    expect((await get(testApp.app, '/api/admin/class/list')).statusCode).toBe(401);
    expect((await get(testApp.app, '/api/admin/class/list', { token: family.token })).statusCode).toBe(403);
    expect((await post(testApp.app, '/api/admin/class/attendance/1', { status: 'attended' }, { token: family.token })).statusCode).toBe(403);
    const staff = await staffToken(testApp.app);
    expect((await post(testApp.app, '/api/admin/class/attendance/2000000000', { status: 'attended' }, { token: staff })).statusCode).toBe(404);
    expect((await post(testApp.app, '/api/admin/class/attendance/1', { status: 'late' }, { token: staff })).statusCode).toBe(400);
    expect((await get(testApp.app, '/api/admin/class/detail/2000000000', { token: staff })).statusCode).toBe(404);
  });
});
