import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { APPLICATION_FEE, OrderStatus } from '../../src/shared/api/orders.ts';
import type { Language } from '../../src/shared/language.ts';
import type { App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import type { OrderRow } from '../../src/server/db/repositories/order-repository.ts';
import {
  entitlements,
  orderHistory,
  orders,
  paymentCheckouts,
  paymentEvents,
  payments,
  users,
} from '../../src/server/db/schema.ts';
import { openCardCheckout } from '../../src/server/domain/payments/checkout.ts';
import { createAccountsTestApp, signedInParent, type AccountsTestApp } from './factories-accounts.ts';
import { createProduct, createProductCategories } from './factories.ts';

/**
 * Builders for the card payment tests: a parent with an unpaid order written straight into the
 * database (the order's own creation is proven by the order tests), its checkout opened through the
 * domain as `ddcOrder/pay` opens it, and counts of everything a payment writes.
 */

/** The accounts test app (manual clock, own data directory) with the two product categories. */
export async function createPaymentsTestApp(options: Parameters<typeof createAccountsTestApp>[0] = {}): Promise<AccountsTestApp> {
  const testApp = await createAccountsTestApp(options);
  await createProductCategories(testApp.db);
  return testApp;
}

export interface PayingParent {
  username: string;
  password: string;
  token: string;
  memberId: number;
  email: string;
}

export async function payingParent(app: App): Promise<PayingParent> {
  const parent = await signedInParent(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, parent.username));
  return { username: parent.username, password: parent.password, token: parent.token, memberId: user.id, email: parent.email };
}

/** An order in status 0 holding a seat of a fresh Insights product, as `ddcOrder/create` leaves it. */
export async function unpaidOrder(app: App, memberId: number, overrides: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow> {
  // The order takes its seat as it is inserted (migration 0006): 4 left, as after ddcOrder/create.
  const product = await createProduct(app.db, { price: 129_000, currency: 'USD', stock: 5 });
  const now = app.clock();
  const [order] = await insertRows(app.db, orders, [
    {
      orderSn: `EA${randomBytes(5).toString('hex').toUpperCase()}`,
      memberId,
      childName: 'Ada Chen',
      productId: product.id,
      productNameEn: product.nameEn,
      productNameZh: product.nameZh,
      status: OrderStatus.PendingPayment,
      currency: 'USD',
      tuitionAmount: 129_000,
      applicationFee: APPLICATION_FEE,
      payAmount: 129_000 + APPLICATION_FEE,
      answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] },
      holdsSeat: true,
      firstClassDate: product.equityDateStart,
      expiresAt: new Date(now.getTime() + 30 * 60 * 1000),
      createdAt: now,
      updatedAt: now,
      ...overrides,
    },
  ]);
  await insertRows(app.db, orderHistory, [
    { orderId: order.id, fromStatus: null, toStatus: OrderStatus.PendingPayment, actor: 'member', actorId: memberId, event: 'orderCreated', createdAt: now },
  ]);
  return order;
}

/** Opens a card checkout as `ddcOrder/pay` with payType 1 does; answers the URL and the session id. */
export async function openCheckoutFor(
  app: App,
  order: OrderRow,
  email: string,
  options: { language?: Language } = {},
): Promise<{ checkoutUrl: string; sessionId: string }> {
  const fresh = await orderRow(app.db, order.id);
  const { checkoutUrl } = await openCardCheckout(
    { db: app.db, provider: app.cardPayments, env: app.env, now: app.clock() },
    fresh,
    email,
    options.language ?? 'en',
  );
  const latest = (await checkoutsOf(app.db, order.id)).at(-1);
  if (!latest) throw new Error(`no checkout was recorded for order ${order.id}`);
  return { checkoutUrl, sessionId: latest.providerSessionId };
}

export async function orderRow(db: Db, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export async function checkoutsOf(db: Db, orderId: number) {
  return db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, orderId)).orderBy(paymentCheckouts.id);
}

/** Everything a payment writes for one order, to prove that it was written once or not at all. */
export async function paymentFootprint(db: Db, orderId: number) {
  const order = await orderRow(db, orderId);
  const history = await db
    .select({ from: orderHistory.fromStatus, to: orderHistory.toStatus, event: orderHistory.event, actor: orderHistory.actor })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(orderHistory.id);
  return {
    status: order.status,
    payType: order.payType,
    paidAt: order.paidAt,
    history,
    paidChanges: history.filter((entry) => entry.to === OrderStatus.Paid).length,
    payments: await db.select().from(payments).where(eq(payments.orderId, orderId)),
    entitlements: await db.select().from(entitlements).where(eq(entitlements.orderId, orderId)),
    checkouts: (await checkoutsOf(db, orderId)).map((checkout) => checkout.status),
  };
}

export async function paymentEventCount(db: Db): Promise<number> {
  return db.$count(paymentEvents);
}

export async function paymentCount(db: Db): Promise<number> {
  return db.$count(payments);
}
