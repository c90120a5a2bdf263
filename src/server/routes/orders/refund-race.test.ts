import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundAnswer } from '../../../shared/api/orders.ts';
import type { CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import { createSandboxPaymentProvider } from '../../adapters/payment/sandbox-payment-provider.ts';
import { bookings, entitlements, orders, refunds, schedules } from '../../db/schema.ts';
import { finishUnfinishedCardRefunds } from '../../domain/orders/refunds.ts';
import { envelopeOf, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { book, courseWithClasses, familyWithEntitlement } from '../../../../tests/support/factories-bookings.ts';
import { createOrdersTestApp, createPaidOrder, parentWithChild, staffToken } from '../../../../tests/support/factories-orders.ts';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Issue 26 (1): a refund and bookings of the same entitlement sent at the same moment. On
 * PostgreSQL the pool runs them truly at once; a booking that locked the entitlement before the
 * order deadlocked with the refund after the provider had sent the money. Every trial must end
 * with the order refunded, the money on record and no class left booked; each booking either
 * landed first (and the refund cancelled it) or was refused with a 409, never a 500.
 */
const TRIALS = 6;
const RACING_BOOKINGS = 3;

describe('a refund racing bookings of its entitlement (issue 26)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ env: { SESSION_TTL_HOURS: '8760' } });
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  /** The state every trial must end in, and the answers it may give on the way. */
  async function expectRefundedWithNoClassBooked(orderId: number, classIds: number[], bookingAnswers: LightMyRequestResponse[]) {
    for (const answer of bookingAnswers) {
      expect([200, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(envelopeOf(answer).message).toBe('This course was refunded, so its classes can no longer be booked');
    }
    const [order] = await testApp.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe(5);
    const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
    expect(entitlement.revokedAt).not.toBeNull();
    expect(await testApp.db.$count(bookings, and(eq(bookings.entitlementId, entitlement.id), eq(bookings.status, 'booked')))).toBe(0);
    const seats = await testApp.db.select({ seatsTaken: schedules.seatsTaken }).from(schedules).where(inArray(schedules.id, classIds));
    expect(seats.map((seat) => seat.seatsTaken)).toEqual(classIds.map(() => 0));
  }

  it('a card refund: the money recorded with the provider’s id, every booking cancelled or refused', { timeout: 180_000 }, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // A session more than classes: a package booked by hand, not a course that books itself (D28).
      const course = await courseWithClasses(testApp.db, { classes: RACING_BOOKINGS, sessions: RACING_BOOKINGS + 1 });
      const family = await familyWithEntitlement(testApp.app, course.productId);
      const [refundAnswer, ...bookingAnswers] = await Promise.all([
        post(testApp.app, `/api/ddcOrder/refund/${family.orderId}`, undefined, { token: family.token }),
        ...course.classIds.map((classId) => book(testApp.app, family.token, family.entitlementId, [classId])),
      ]);
      expect(refundAnswer.statusCode, refundAnswer.body).toBe(200);
      expect((envelopeOf(refundAnswer).data as RefundAnswer).order.status).toBe(5);
      const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, family.orderId));
      expect(refund).toMatchObject({ status: 'completed', providerRefundId: expect.stringMatching(/^sbxre_/) });
      await expectRefundedWithNoClassBooked(family.orderId, course.classIds, bookingAnswers);
    }
  });

  it('staff completing a transfer refund: the same, and no deadlock', { timeout: 180_000 }, async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // A session more than classes: a package booked by hand, not a course that books itself (D28).
      const course = await courseWithClasses(testApp.db, { classes: RACING_BOOKINGS, sessions: RACING_BOOKINGS + 1 });
      const parent = await parentWithChild(testApp.app);
      const paid = await createPaidOrder(testApp.app, parent.token, course.productId, parent.childId);
      const [entitlement] = await testApp.db.select().from(entitlements).where(eq(entitlements.orderId, paid.id));
      expect((await post(testApp.app, `/api/admin/entitlement/activate/${entitlement.id}`, undefined, { token: staff })).statusCode).toBe(200);
      expect((await post(testApp.app, `/api/ddcOrder/refund/${paid.id}`, undefined, { token: parent.token })).statusCode).toBe(200);

      const [completed, ...bookingAnswers] = await Promise.all([
        post(testApp.app, `/api/admin/order/completeRefund/${paid.id}`, undefined, { token: staff }),
        ...course.classIds.map((classId) => book(testApp.app, parent.token, entitlement.id, [classId])),
      ]);
      expect(completed.statusCode, completed.body).toBe(200);
      await expectRefundedWithNoClassBooked(paid.id, course.classIds, bookingAnswers);
    }
  });
});

/** The sandbox provider, counting the refunds it is asked for. */
function countingSandbox() {
  const sandbox = createSandboxPaymentProvider();
  const asked: string[] = [];
  const provider: CardPaymentProvider = {
    ...sandbox,
    name: sandbox.name,
    async refund(providerPaymentId, amount) {
      asked.push(providerPaymentId);
      return sandbox.refund(providerPaymentId, amount);
    },
  };
  return { provider, asked };
}

describe('the sweep that finishes card refunds a request left unfinished (issue 26)', () => {
  let testApp: AccountsTestApp;
  const sandbox = countingSandbox();
  beforeAll(async () => {
    testApp = await createOrdersTestApp({ cardPayments: sandbox.provider, env: { SESSION_TTL_HOURS: '8760' } });
  });
  afterAll(() => testApp.close());

  const sweep = (now = testApp.clock()) =>
    finishUnfinishedCardRefunds({ db: testApp.db, provider: sandbox.provider, now, timeZone: 'Asia/Shanghai' });

  /** A card-paid order with a refund row left as a stopped request would leave it. */
  async function orderWithRefundLeft(state: { status: 'requested' | 'sent'; minutesAgo: number }) {
    const course = await courseWithClasses(testApp.db, { classes: 2, sessions: 3 });
    const family = await familyWithEntitlement(testApp.app, course.productId);
    expect((await book(testApp.app, family.token, family.entitlementId, [course.classIds[0]])).statusCode).toBe(200);
    const [order] = await testApp.db.select().from(orders).where(eq(orders.id, family.orderId));
    await testApp.db.insert(refunds).values({
      orderId: order.id,
      percent: 100,
      amount: 1000,
      currency: order.currency,
      method: 'card',
      status: state.status,
      providerRefundId: state.status === 'sent' ? 'sbxre_sent_before_the_stop' : null,
      requestedAt: new Date(testApp.clock().getTime() - state.minutesAgo * 60_000),
    });
    return { ...family, classIds: course.classIds };
  }

  it('finishes a refund the provider sent: the order refunded, its class cancelled, the provider not asked again', async () => {
    const family = await orderWithRefundLeft({ status: 'sent', minutesAgo: 1 });
    const askedBefore = sandbox.asked.length;
    expect(await sweep()).toBe(1);
    expect(sandbox.asked.length).toBe(askedBefore);
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, family.orderId));
    expect(refund).toMatchObject({ status: 'completed', providerRefundId: 'sbxre_sent_before_the_stop' });
    const [order] = await testApp.db.select({ status: orders.status }).from(orders).where(eq(orders.id, family.orderId));
    expect(order.status).toBe(5);
    expect(await testApp.db.$count(bookings, and(eq(bookings.entitlementId, family.entitlementId), eq(bookings.status, 'booked')))).toBe(0);
    expect(await sweep()).toBe(0);
  });

  it('asks the provider again for a refund left requested past ten minutes, and leaves a younger one to its request', async () => {
    const young = await orderWithRefundLeft({ status: 'requested', minutesAgo: 2 });
    const old = await orderWithRefundLeft({ status: 'requested', minutesAgo: 15 });
    const askedBefore = sandbox.asked.length;
    expect(await sweep()).toBe(1);
    expect(sandbox.asked.length).toBe(askedBefore + 1);
    const [finished] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, old.orderId));
    expect(finished).toMatchObject({ status: 'completed', providerRefundId: expect.stringMatching(/^sbxre_/) });
    const [waiting] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, young.orderId));
    expect(waiting.status).toBe('requested');
  });
});
