import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailDto } from '../../../shared/api/public-content.ts';
import type { AdminWaitlistEntryDto, WaitlistEntryDto } from '../../../shared/api/waitlist.ts';
import { notifications, orders, products, waitlistEntries } from '../../db/schema.ts';
import { passOnExpiredOffers } from '../../domain/waitlist/offer-expiry.ts';
import { envelopeOf, get, post, signedInParent, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  childFor,
  createOrderFor,
  createOrdersTestApp,
  createPaidOrder,
  createProduct,
  parentWithChild,
  requestOrder,
  staffToken,
  stockOf,
} from '../../../../tests/support/factories-orders.ts';

const HOUR = 3600;

describe('class sizes (D31) and the waitlist (D32)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  const detail = async (id: number, language: 'en' | 'cn' = 'en') => {
    testApp.app.publicCache.invalidate();
    const response = await post(testApp.app, `/api/ddcProduct/detail/${id}`, undefined, { language });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf(response).data as ProductDetailDto;
  };
  const join = (token: string, productId: number, childId: number, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, '/api/ddcWaitlist/join', { productId, childId }, { token, language });
  const mine = async (token: string) => envelopeOf(await get(testApp.app, '/api/ddcWaitlist/list', { token })).data as WaitlistEntryDto[];
  const line = async (productId: number) =>
    envelopeOf(await get(testApp.app, `/api/admin/waitlist/list/${productId}`, { token: staff })).data as AdminWaitlistEntryDto[];
  /** A family waiting on a full course: answers the parent, the child and the place. */
  async function waitingFamily(productId: number) {
    const family = await parentWithChild(testApp.app);
    const answer = await join(family.token, productId, family.childId);
    expect(answer.statusCode, answer.body).toBe(200);
    return { ...family, entry: envelopeOf(answer).data as WaitlistEntryDto };
  }
  /** The offers the family of a waitlist entry was told of. */
  const offersOf = async (entryId: number) => {
    const [entry] = await testApp.db.select({ memberId: waitlistEntries.memberId }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    return testApp.db.select().from(notifications).where(and(eq(notifications.userId, entry.memberId), eq(notifications.kind, 'waitlistOffered')));
  };

  it('shows a course forming, confirmed, with few seats, full and cancelled, as it fills', async () => {
    const course = await createProduct(testApp.db, { stock: 5, maxStudents: 5, minStudents: 3 });
    expect(await detail(course.id)).toMatchObject({ minStudents: 3, maxStudents: 5, enrolled: 0, formingState: 'forming', stock: 5, waitlistCount: 0 });
    const parents = await Promise.all([0, 1, 2, 3, 4].map(() => parentWithChild(testApp.app)));
    await createPaidOrder(testApp.app, parents[0].token, course.id, parents[0].childId);
    await createPaidOrder(testApp.app, parents[1].token, course.id, parents[1].childId);
    expect(await detail(course.id)).toMatchObject({ enrolled: 2, formingState: 'forming' });
    // The minimum reached: the course confirms itself.
    await createPaidOrder(testApp.app, parents[2].token, course.id, parents[2].childId);
    expect(await detail(course.id)).toMatchObject({ enrolled: 3, formingState: 'confirmed', stock: 2 });
    await createPaidOrder(testApp.app, parents[3].token, course.id, parents[3].childId);
    await createPaidOrder(testApp.app, parents[4].token, course.id, parents[4].childId);
    expect(await detail(course.id)).toMatchObject({ enrolled: 5, formingState: 'full', stock: 0 });
    await testApp.db.update(products).set({ cancelledAt: testApp.clock() }).where(eq(products.id, course.id));
    expect(await detail(course.id)).toMatchObject({ formingState: 'cancelled' });

    const inspire = await createProduct(testApp.db, { categoryId: 59, courseType: 'Inspire', stock: null });
    expect(await detail(inspire.id)).toMatchObject({ minStudents: 1, maxStudents: 2, enrolled: 0, formingState: 'forming', stock: null });
  });

  it('refuses to queue for a course with seats, twice for one child, or once it has begun, with a localised 409', async () => {
    const open = await createProduct(testApp.db, { stock: 2 });
    const family = await parentWithChild(testApp.app);
    const notFull = await join(family.token, open.id, family.childId, 'cn');
    expect(notFull.statusCode).toBe(409);
    expect(envelopeOf(notFull).message).toBe('该课程仍有名额，请直接报名，无需加入候补名单');

    const full = await createProduct(testApp.db, { stock: 0, maxStudents: 4 });
    expect((await join(family.token, full.id, family.childId)).statusCode).toBe(200);
    const twice = await join(family.token, full.id, family.childId);
    expect(twice.statusCode).toBe(409);
    expect(envelopeOf(twice).message).toBe('This child is already on the waitlist of this course');

    const begun = await createProduct(testApp.db, { stock: 0, maxStudents: 4, equityDateStart: '2026-01-05' });
    const late = await join(family.token, begun.id, family.childId, 'cn');
    expect(late.statusCode).toBe(409);
    expect(envelopeOf(late).message).toBe('该课程已开课，候补名单已关闭');

    // Another family's child is not this parent's to queue.
    const other = await parentWithChild(testApp.app);
    expect((await join(family.token, full.id, other.childId)).statusCode).toBe(404);
  });

  it('keeps families in line, offers a freed seat to the first, passes it on when the offer runs out, and lets the family buy it', async () => {
    const course = await createProduct(testApp.db, { stock: 1, maxStudents: 1, minStudents: 1 });
    const holder = await parentWithChild(testApp.app);
    const held = await createOrderFor(testApp.app, holder.token, course.id, holder.childId);
    expect(await detail(course.id)).toMatchObject({ formingState: 'full' });

    const first = await waitingFamily(course.id);
    const second = await waitingFamily(course.id);
    const third = await waitingFamily(course.id);
    expect([first, second, third].map((family) => family.entry.position)).toEqual([1, 2, 3]);
    expect((await detail(course.id)).waitlistCount).toBe(3);

    // Nobody else can buy while full.
    const outsider = await parentWithChild(testApp.app);
    expect((await requestOrder(testApp.app, outsider.token, { productId: course.id, childId: outsider.childId })).statusCode).toBe(409);

    // The unpaid order is cancelled: its seat goes to the first in line, not back to the stock.
    expect((await post(testApp.app, `/api/ddcOrder/cancel/${held.id}`, undefined, { token: holder.token })).statusCode).toBe(200);
    expect(await stockOf(testApp.db, course.id)).toBe(0);
    const [offered] = await mine(first.token);
    expect(offered).toMatchObject({ status: 'offered', position: null, offerExpiresAt: new Date(testApp.clock().getTime() + 24 * HOUR * 1000).toISOString() });
    expect(await offersOf(first.entry.id)).toHaveLength(1);
    expect((await mine(second.token))[0]).toMatchObject({ status: 'waiting', position: 1 });
    // The held seat is not for sale to anyone else.
    expect((await requestOrder(testApp.app, outsider.token, { productId: course.id, childId: outsider.childId })).statusCode).toBe(409);
    expect(await detail(course.id)).toMatchObject({ formingState: 'full' });

    // The offer runs out: the second family gets it.
    testApp.clock.advanceSeconds(24 * HOUR + 1);
    expect(await passOnExpiredOffers(testApp.db, { now: testApp.clock() })).toEqual({ expired: 1, returnedToStock: 0 });
    expect((await mine(first.token))[0]).toMatchObject({ status: 'expired' });
    expect((await mine(second.token))[0]).toMatchObject({ status: 'offered' });
    expect(await offersOf(second.entry.id)).toHaveLength(1);
    // The first family's expired offer no longer buys a seat.
    expect((await requestOrder(testApp.app, first.token, { productId: course.id, childId: first.childId })).statusCode).toBe(409);

    // The second family buys from the offer through the normal order and payment.
    const bought = await createPaidOrder(testApp.app, second.token, course.id, second.childId);
    expect(bought.status).toBe(1);
    expect((await mine(second.token))[0]).toMatchObject({ status: 'taken' });
    const [order] = await testApp.db.select().from(orders).where(eq(orders.id, bought.id));
    expect(order).toMatchObject({ holdsSeat: true, waitlistEntryId: second.entry.id });
    expect(await stockOf(testApp.db, course.id)).toBe(0);

    // The third leaves the line; staff see the whole line in order.
    expect((await post(testApp.app, `/api/ddcWaitlist/leave/${third.entry.id}`, undefined, { token: third.token })).statusCode).toBe(200);
    expect((await line(course.id)).map((entry) => [entry.childId, entry.status])).toEqual([
      [first.childId, 'expired'],
      [second.childId, 'taken'],
      [third.childId, 'left'],
    ]);
    // One parent cannot leave another's place.
    expect((await post(testApp.app, `/api/ddcWaitlist/leave/${first.entry.id}`, undefined, { token: third.token })).statusCode).toBe(404);
  });

  it('lets staff move a family up the line (audited), offer a seat by hand, and raise the maximum for those waiting', async () => {
    const course = await createProduct(testApp.db, { stock: 0, maxStudents: 4 });
    const families = [await waitingFamily(course.id), await waitingFamily(course.id), await waitingFamily(course.id)];
    const moved = await post(testApp.app, `/api/admin/waitlist/move/${families[2].entry.id}`, { direction: 'up' }, { token: staff });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await line(course.id)).map((entry) => entry.childId)).toEqual([families[0].childId, families[2].childId, families[1].childId]);
    const parent = await signedInParent(testApp.app);
    expect((await post(testApp.app, `/api/admin/waitlist/move/${families[2].entry.id}`, { direction: 'up' }, { token: parent.token })).statusCode).toBe(403);

    // By hand: the last in line gets a seat now; with none in stock the course grows by one.
    expect((await post(testApp.app, `/api/admin/waitlist/offer/${families[1].entry.id}`, undefined, { token: staff })).statusCode).toBe(200);
    expect((await mine(families[1].token))[0]).toMatchObject({ status: 'offered' });
    const [grown] = await testApp.db.select().from(products).where(eq(products.id, course.id));
    expect({ stock: grown.stock, maxStudents: grown.maxStudents }).toEqual({ stock: 0, maxStudents: 5 });

    // Staff raise the maximum by two: the two still waiting get the seats, in line order.
    const form = await get(testApp.app, `/api/admin/product/detail/${course.id}`, { token: staff });
    const current = envelopeOf(form).data as Record<string, unknown>;
    const saved = await post(
      testApp.app,
      `/api/admin/product/update/${course.id}`,
      {
        nameEn: current.nameEn,
        nameZh: current.nameZh,
        pic: current.pic,
        price: current.price,
        categoryId: 58,
        courseType: 'Insights',
        totalClassHours: current.totalClassHours,
        equityDateStart: current.equityDateStart,
        equityDateEnd: current.equityDateEnd,
        published: true,
        maxStudents: 7,
      },
      { token: staff },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await mine(families[0].token))[0]).toMatchObject({ status: 'offered' });
    expect((await mine(families[2].token))[0]).toMatchObject({ status: 'offered' });
    // Seven seats, one held for the offer by hand and two for these: four left to sell.
    expect(await stockOf(testApp.db, course.id)).toBe(4);
  });

  it('offers 20 seats freed by 20 racing cancellations to 20 distinct families, none twice', { timeout: 180_000 }, async () => {
    const course = await createProduct(testApp.db, { stock: 20, maxStudents: 20 });
    const holders = [];
    for (let index = 0; index < 20; index += 1) {
      const family = await parentWithChild(testApp.app);
      holders.push({ ...family, order: await createOrderFor(testApp.app, family.token, course.id, family.childId) });
    }
    const waiting = [];
    for (let index = 0; index < 25; index += 1) waiting.push(await waitingFamily(course.id));

    const answers = await Promise.all(holders.map((holder) => post(testApp.app, `/api/ddcOrder/cancel/${holder.order.id}`, undefined, { token: holder.token })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(holders.map(() => 200));

    const entries = await testApp.db.select().from(waitlistEntries).where(eq(waitlistEntries.productId, course.id));
    const offered = entries.filter((entry) => entry.status === 'offered');
    expect(offered).toHaveLength(20);
    expect(new Set(offered.map((entry) => entry.memberId)).size).toBe(20);
    expect(await stockOf(testApp.db, course.id)).toBe(0);
    const told = await testApp.db.select().from(notifications).where(eq(notifications.kind, 'waitlistOffered'));
    for (const entry of offered) expect(told.filter((row) => row.userId === entry.memberId)).toHaveLength(1);

    // Each offered family can buy its seat; a waiting one still cannot.
    const winners = waiting.filter((family) => offered.some((entry) => entry.id === family.entry.id));
    const bought = await Promise.all(winners.map((family) => requestOrder(testApp.app, family.token, { productId: course.id, childId: family.childId })));
    expect(bought.map((answer) => answer.statusCode)).toEqual(winners.map(() => 200));
    const loser = waiting.find((family) => !offered.some((entry) => entry.id === family.entry.id))!;
    expect((await requestOrder(testApp.app, loser.token, { productId: course.id, childId: loser.childId })).statusCode).toBe(409);
  });

  it('sends the offer in the family’s language with the time it is held until', async () => {
    const course = await createProduct(testApp.db, { stock: 1, maxStudents: 1, minStudents: 1, nameEn: 'Comet Lab', nameZh: '彗星实验室' });
    const holder = await parentWithChild(testApp.app);
    const held = await createOrderFor(testApp.app, holder.token, course.id, holder.childId);
    const family = await signedInParent(testApp.app);
    const childId = await childFor(testApp.app, family.token, { name: 'Lin Mei' });
    const joined = await join(family.token, course.id, childId);
    expect(joined.statusCode).toBe(200);
    expect((await post(testApp.app, `/api/ddcOrder/cancel/${held.id}`, undefined, { token: holder.token })).statusCode).toBe(200);
    const [told] = await offersOf((envelopeOf(joined).data as WaitlistEntryDto).id);
    expect(told.content.en.subject).toContain('A seat on "Comet Lab" is held for Lin Mei until');
    expect(told.content.cn.subject).toContain('“彗星实验室”有名额了，为Lin Mei保留至');
    expect(told.link).toBe(`/course-detail?id=${course.id}`);
  });
});
