import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSchedule } from '../../tests/support/factories.ts';
import { orderOn, signedInParents, startTwoInstances, type Instance, type TwoInstances } from '../../tests/support/two-instances.ts';
import { ProductCategory, CourseType } from '../shared/catalogue.ts';
import { OrderStatus } from '../shared/api/orders.ts';
import { AdvisoryLock } from './db/database.ts';
import { bookings, contentPages, courseSystems, entitlements, orderHistory, orders, products, schedules, timetables, users } from './db/schema.ts';

/**
 * DESIGN §4: any number of instances on one PostgreSQL. Two real portals, started together on an
 * empty database, must behave as one. Runs where TEST_DATABASE_URL names a server.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances();
  }, 600_000);
  afterAll(() => instances?.close());

  const db = () => instances.database.db;
  /** A course that sells seats, starting next month so that it is open for enrolment. */
  const course = (stock: number) => {
    const start = new Date(Date.now() + 30 * 24 * 3600_000);
    const end = new Date(start.getTime() + 90 * 24 * 3600_000);
    return createProduct(db(), {
      stock,
      categoryId: ProductCategory.Insights,
      courseType: CourseType.Insights,
      equityDateStart: start.toISOString().slice(0, 10),
      equityDateEnd: end.toISOString().slice(0, 10),
    });
  };
  const stockOf = async (productId: number) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
  const publicStockOn = async (instance: Instance, productId: number) =>
    ((await instance.call('POST', `/api/ddcProduct/detail/${productId}`)).body.data as { stock: number }).stock;

  it('both come up on an empty database started at the same moment, migrated and seeded once', async () => {
    for (const instance of [instances.a, instances.b]) {
      expect((await instance.call('GET', '/api/health')).body.data).toEqual({ status: 'ok', database: 'up', engine: 'postgres' });
    }
    const [{ admins }] = await db().select({ admins: count() }).from(users).where(eq(users.username, 'admin'));
    expect(admins).toBe(1);
    expect(await db().$count(contentPages)).toBeGreaterThan(0);
    const { rows } = await instances.database.db.execute(sql`select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`) as unknown as {
      rows: { applied: number; distinct: number }[];
    };
    expect(rows[0].applied).toBe(rows[0].distinct);
  });

  it('sells each seat once to 50 parents split between the two', { timeout: 120_000 }, async () => {
    const product = await course(20);
    const parents = await signedInParents(instances.database, 50);
    const answers = await Promise.all(parents.map((parent, n) => orderOn(n % 2 ? instances.b : instances.a, parent, product.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBeTruthy();
    expect(await stockOf(product.id)).toBe(0);
    expect(await db().$count(orders, and(eq(orders.productId, product.id), eq(orders.holdsSeat, true)))).toBe(20);
    // Both instances sold on their side.
    const soldBy = new Set(answers.flatMap((answer, n) => (answer.status === 200 ? [n % 2] : [])));
    expect(soldBy).toEqual(new Set([0, 1]));
  });

  it('keeps an idempotency key to one order, whichever instance each retry reaches', { timeout: 60_000 }, async () => {
    const product = await course(50);
    const parents = await signedInParents(instances.database, 10);
    const answers = await Promise.all(
      parents.flatMap((parent, n) => [orderOn(instances.a, parent, product.id, `retry-key-${n}`), orderOn(instances.b, parent, product.id, `retry-key-${n}`)]),
    );
    for (let n = 0; n < parents.length; n += 1) {
      const [onA, onB] = [answers[2 * n], answers[2 * n + 1]];
      expect([onA.status, onB.status]).toEqual([200, 200]);
      expect((onA.body.data as { id: number }).id).toBe((onB.body.data as { id: number }).id);
    }
    expect(await db().$count(orders, eq(orders.productId, product.id))).toBe(10);
    expect(await stockOf(product.id)).toBe(40);
  });

  it('shares rate limits: a code resend refused on one is refused on the other', async () => {
    const email = 'shared.limit@example.com';
    expect((await instances.a.call('POST', '/api/sso/getAuthCode', { body: { email } })).status).toBe(200);
    const onB = await instances.b.call('POST', '/api/sso/getAuthCode', { body: { email } });
    expect(onB.status).toBe(429);
    expect(onB.body.code).toBe(429);
  });

  it('shows a write on one instance in the other’s public reads within a second', { timeout: 60_000 }, async () => {
    const product = await course(5);
    const [parent] = await signedInParents(instances.database, 1);
    // Both have the course cached.
    expect(await publicStockOn(instances.a, product.id)).toBe(5);
    expect(await publicStockOn(instances.b, product.id)).toBe(5);

    const ordered = await orderOn(instances.a, parent, product.id);
    expect(ordered.status).toBe(200);
    expect(await shownWithin(instances.b, product.id, 4)).toBeLessThan(1000);

    const cancelled = await instances.b.call('POST', `/api/ddcOrder/cancel/${(ordered.body.data as { id: number }).id}`, { token: parent.token });
    expect(cancelled.status).toBe(200);
    expect(await shownWithin(instances.a, product.id, 5)).toBeLessThan(1000);
  });

  it('runs the sweeps on one instance at a time, closing each expired hold once', { timeout: 120_000 }, async () => {
    const product = await course(8);
    const parents = await signedInParents(instances.database, 8);
    const held = await Promise.all(parents.map((parent, n) => orderOn(n % 2 ? instances.b : instances.a, parent, product.id)));
    const ids = held.map((answer) => (answer.body.data as { id: number }).id);
    expect(await stockOf(product.id)).toBe(0);

    // While something else holds the orders sweep's lock, neither instance sweeps …
    const holder = new pg.Client({ connectionString: instances.url });
    await holder.connect();
    try {
      const key = AdvisoryLock.job('orders');
      for (;;) {
        const { rows } = await holder.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
        if (rows[0].locked) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await db().update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(inArray(orders.id, ids));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await statusesOf(ids)).toEqual(ids.map(() => OrderStatus.PendingPayment));

      // … and once it is free, one of them closes every hold, each exactly once.
      await holder.query('select pg_advisory_unlock(hashtext($1))', [key]);
    } finally {
      await holder.end();
    }
    await waitFor(async () => (await statusesOf(ids)).every((status) => status === OrderStatus.Closed), 15_000);
    const closings = await db()
      .select({ orderId: orderHistory.orderId, times: count() })
      .from(orderHistory)
      .where(and(inArray(orderHistory.orderId, ids), eq(orderHistory.event, 'holdExpired')))
      .groupBy(orderHistory.orderId);
    expect(closings.map((row) => row.times)).toEqual(ids.map(() => 1));
    expect(await stockOf(product.id)).toBe(8);
  });

  it('books a course with a fixed class list into its classes once per seat, whichever instance each payment reaches (D28)', { timeout: 180_000 }, async () => {
    const product = await course(12);
    await db().update(products).set({ totalClassHours: 2 }).where(eq(products.id, product.id));
    const [system] = await db().select({ id: courseSystems.id }).from(courseSystems).limit(1);
    const [timetable] = await db().select({ id: timetables.id }).from(timetables).limit(1);
    const firstDay = new Date(`${product.equityDateStart}T02:00:00Z`);
    const classIds: number[] = [];
    for (const week of [0, 1]) {
      const created = await createSchedule(db(), {
        timetableId: timetable.id,
        courseSystemId: system.id,
        productId: product.id,
        capacity: 3,
        classDate: new Date(firstDay.getTime() + week * 7 * 24 * 3600_000),
      });
      classIds.push(created.id);
    }
    const parents = await signedInParents(instances.database, 6);
    const placed = await Promise.all(parents.map((parent, n) => orderOn(n % 2 ? instances.b : instances.a, parent, product.id)));
    const paid = await Promise.all(
      placed.map(async (answer, n) => {
        const on = n % 2 ? instances.a : instances.b;
        const orderId = (answer.body.data as { id: number }).id;
        const pay = await on.call('POST', `/api/ddcOrder/pay/${orderId}`, { token: parents[n].token, body: { payType: 1 } });
        const session = new URL((pay.body.data as { checkoutUrl: string }).checkoutUrl, 'http://localhost').searchParams.get('session');
        return on.call('POST', `/api/payment/sandbox/session/${session}/complete`, { token: parents[n].token, body: { outcome: 'success' } });
      }),
    );
    expect(paid.map((answer) => answer.status)).toEqual(parents.map(() => 200));
    for (const classId of classIds) {
      const [seats] = await db().select({ seatsTaken: schedules.seatsTaken }).from(schedules).where(eq(schedules.id, classId));
      expect(seats.seatsTaken).toBe(3);
      expect(await db().$count(bookings, and(eq(bookings.scheduleId, classId), eq(bookings.status, 'booked')))).toBe(3);
    }
    // Every order is paid and active; the sessions of the classes that were full stay on its entitlement.
    const ids = placed.map((answer) => (answer.body.data as { id: number }).id);
    expect(await statusesOf(ids)).toEqual(ids.map(() => OrderStatus.InProgress));
    const held = await db().select({ total: entitlements.total }).from(entitlements).where(inArray(entitlements.orderId, ids));
    expect(held.map((row) => row.total)).toEqual(ids.map(() => 2));
  });

  async function statusesOf(ids: number[]): Promise<number[]> {
    const rows = await db().select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)!.status);
  }

  /** Milliseconds until `instance`'s public read shows the stock; fails after five seconds. */
  async function shownWithin(instance: Instance, productId: number, stock: number): Promise<number> {
    const startedAt = performance.now();
    await waitFor(async () => (await publicStockOn(instance, productId)) === stock, 5000);
    return performance.now() - startedAt;
  }
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
