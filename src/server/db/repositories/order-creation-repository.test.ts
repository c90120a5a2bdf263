import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FEE, OrderStatus, PayType } from '../../../shared/api/orders.ts';
import { createProduct, createProductCategories } from '../../../../tests/support/factories.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import type { Database } from '../database.ts';
import { insertRows } from '../insert-rows.ts';
import { orderHistory, orders, products, users } from '../schema.ts';
import { findOpenUnpaidOrdersOf, insertOrder, soldOutAtCommit, type NewOrder } from './order-creation-repository.ts';

/** D8 in the database itself: an order that holds a seat takes one as it commits, or does not commit. */
describe('an order holding a seat', () => {
  let database: Database;
  let memberId: number;
  const now = new Date('2026-03-02T08:00:00Z');
  let sequence = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    await createProductCategories(database.db);
    [{ id: memberId }] = await insertRows(database.db, users, [{ username: 'seat-taker', email: 'seat@example.com', passwordHash: 'not-used' }]);
  });
  afterAll(() => database.close());

  const newOrder = (productId: number, holdsSeat: boolean): NewOrder => ({
    orderSn: `EATEST${(sequence += 1)}`,
    memberId,
    childId: null,
    childName: 'Ada',
    productId,
    productNameEn: 'Course',
    productNameZh: '课程',
    status: OrderStatus.PendingPayment,
    payType: PayType.Unpaid,
    currency: 'USD',
    tuitionAmount: 1000,
    applicationFee: APPLICATION_FEE,
    payAmount: 1000 + APPLICATION_FEE,
    answers: { processes: ['guidedInquiry'], outcomes: ['confidence'] },
    holdsSeat,
    waitlistEntryId: null,
    firstClassDate: '2026-09-01',
    idempotencyKey: `key-${sequence}`,
    requestFingerprint: 'fingerprint',
    expiresAt: new Date(now.getTime() + 30 * 60_000),
    holdEndsBy: null,
    createdAt: now,
    updatedAt: now,
  });
  const created = () => ({ toStatus: OrderStatus.PendingPayment, actor: 'member' as const, actorId: memberId, event: 'orderCreated' });
  const stockOf = async (productId: number) => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
  const ordersOf = (productId: number) => database.db.$count(orders, eq(orders.productId, productId));

  it('takes the last seat at its commit; the next fails its commit and leaves nothing behind', async () => {
    const { id: productId } = await createProduct(database.db, { stock: 1 });
    const first = await database.db.transaction((tx) => insertOrder(tx, newOrder(productId, true), created()));
    expect(first).toMatchObject({ id: expect.any(Number), holdsSeat: true, payType: PayType.Unpaid, paidAt: null, transferProofFileId: null });
    expect(await stockOf(productId)).toBe(0);
    expect(await database.db.$count(orderHistory, eq(orderHistory.orderId, first.id))).toBe(1);

    const refused = await database.db.transaction((tx) => insertOrder(tx, newOrder(productId, true), created())).catch((error: unknown) => error);
    expect(soldOutAtCommit(refused)).toBe(true);
    expect(await stockOf(productId)).toBe(0);
    expect(await ordersOf(productId)).toBe(1);
  });

  it('is refused for a product that counts no seats, and an order holding none leaves the stock alone', async () => {
    const { id: uncounted } = await createProduct(database.db, { stock: null });
    const refused = await database.db.transaction((tx) => insertOrder(tx, newOrder(uncounted, true), created())).catch((error: unknown) => error);
    expect(soldOutAtCommit(refused)).toBe(true);

    const { id: productId } = await createProduct(database.db, { stock: 2 });
    await database.db.transaction((tx) => insertOrder(tx, newOrder(productId, false), created()));
    expect(await stockOf(productId)).toBe(2);
    expect(soldOutAtCommit(new Error('anything else'))).toBe(false);
  });

  it('answers the open orders with the one made with a key', async () => {
    const { id: productId } = await createProduct(database.db, { stock: 5 });
    const order = await database.db.transaction((tx) => insertOrder(tx, newOrder(productId, true), created()));
    const { open, sameKey } = await findOpenUnpaidOrdersOf(database.db, memberId, order.idempotencyKey!);
    expect(sameKey).toEqual({
      id: order.id,
      childId: null,
      productId,
      status: OrderStatus.PendingPayment,
      holdsSeat: true,
      idempotencyKey: order.idempotencyKey,
      requestFingerprint: 'fingerprint',
    });
    expect(open.map((row) => row.id)).toContain(order.id);
  });
});
