import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { anyAnswers } from '../../../../tests/support/factories-orders.ts';
import { createProduct, createProductCategories } from '../../../../tests/support/factories.ts';
import type { Database } from '../../db/database.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { children, orderHistory, orders, products, users } from '../../db/schema.ts';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { ApiError } from '../../http/errors.ts';
import { createOrder } from './create-order.ts';
import { loadEnv } from '../../env.ts';

/**
 * D8: 50 parents buy the last 3 seats of a category-58 product at the same moment, 20 times.
 * Every round gives exactly 3 orders and 47 "sold out" answers, and the stock ends at 0, never
 * below. On PostgreSQL the pool's 10 connections run the transactions truly at once.
 */
const PARENTS = 50;
const SEATS = 3;
const ROUNDS = 20;

describe('the last seats, bought at once', () => {
  let database: Database;
  let productId: number;
  let buyers: { memberId: number; childId: number }[];
  const now = new Date('2026-03-02T08:00:00Z');
  const env = loadEnv({ NODE_ENV: 'test', ORDER_HOLD_MINUTES: '30', ACADEMY_TIME_ZONE: 'Asia/Shanghai' });

  beforeAll(async () => {
    database = await openTestDatabase();
    await createProductCategories(database.db);
    productId = (await createProduct(database.db, { stock: SEATS })).id;
    const parents = await insertRows(
      database.db,
      users,
      Array.from({ length: PARENTS }, (_, index) => ({ username: `buyer${index}`, email: `buyer${index}@example.com`, passwordHash: 'not-used' })),
    );
    const kids = await insertRows(
      database.db,
      children,
      parents.map((parent, index) => ({ parentId: parent.id, name: `Child ${index}`, gender: 'other' as const, birthDate: '2014-01-01', grade: 'G6' })),
    );
    buyers = parents.map((parent, index) => ({ memberId: parent.id, childId: kids[index].id }));
  });
  afterAll(() => database.close());

  // A thousand order attempts: generous time for a machine busy with other test files.
  it(`sells exactly ${SEATS} seats to ${PARENTS} buyers, ${ROUNDS} rounds in a row`, { timeout: 180_000 }, async () => {
    let seatChanges = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      await database.db.update(products).set({ stock: SEATS }).where(eq(products.id, productId));
      // The last round's holds ran out, as the sweep closes them: D22 allows one open order per child and course.
      await database.db.update(orders).set({ status: OrderStatus.Closed, holdsSeat: false }).where(eq(orders.productId, productId));
      const outcomes = await Promise.allSettled(
        buyers.map((buyer) =>
          createOrder(
            { db: database.db, env, now, onSeatsChanged: () => (seatChanges += 1) },
            buyer.memberId,
            { productId, childId: buyer.childId, answers: anyAnswers },
            randomUUID(),
          ),
        ),
      );
      const sold = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(sold, `round ${round}`).toHaveLength(SEATS);
      expect(refused, `round ${round}`).toHaveLength(PARENTS - SEATS);
      for (const outcome of refused) {
        const reason = (outcome as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ status: 409, messageKey: 'soldOut' });
      }
      const [product] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      expect(product.stock, `round ${round}`).toBe(0);

      const ids = sold.map((outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof createOrder>>>).value.order.id);
      expect(await database.db.$count(orders, inArray(orders.id, ids))).toBe(SEATS);
      expect(await database.db.$count(orderHistory, inArray(orderHistory.orderId, ids))).toBe(SEATS);
    }
    expect(await database.db.$count(orders, eq(orders.productId, productId))).toBe(SEATS * ROUNDS);
    expect(await database.db.$count(orders, eq(orders.holdsSeat, true))).toBe(SEATS);
    expect(seatChanges).toBe(SEATS * ROUNDS);
  });
});
