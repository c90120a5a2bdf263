import { createHash, randomBytes } from 'node:crypto';
import { APPLICATION_FEE, OrderStatus, PayType, type CreateOrderBody } from '../../../shared/api/orders.ts';
import { ProductCategory } from '../../../shared/catalogue.ts';
import { enrolmentStatusOf, isEnrolmentOpen } from '../../../shared/enrolment.ts';
import { proratedTuition } from '../../../shared/late-enrolment.ts';
import type { Db } from '../../db/database.ts';
import {
  findOpenUnpaidOrdersOf,
  insertOrder,
  lockMemberToOrder,
  soldOutAtCommit,
  type OpenOrder,
} from '../../db/repositories/order-creation-repository.ts';
import type { ProductToOrder } from '../../db/repositories/product-repository.ts';
import { countClassesOfProduct } from '../../db/repositories/schedule-repository.ts';
import { findOrderByIdempotencyKey, findOrderOfMember, type OrderRecord, type OrderRow } from '../../db/repositories/order-repository.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import type { Env } from '../../env.ts';
import { findLiveOffer } from '../../db/repositories/waitlist-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { convertRequirementToOrder } from '../requirements/convert-to-order.ts';
import { academyToday, holdEndFrom, holdLimitFrom } from './order-deps.ts';
import { bankDetailsOf, notifyOrderCreated } from './order-mail.ts';

/**
 * D27: the tuition of an order placed now. After the first class, the classes still ahead of all
 * those that take place; a course with none left ahead cannot be joined.
 */
async function tuitionOfOrderAt(tx: Db, product: ProductToOrder, now: Date): Promise<number> {
  const tuition = product.promotionPrice ?? product.price;
  if (!product.firstClassAt || product.firstClassAt > now) return tuition;
  const classes = await countClassesOfProduct(tx, product.id, now);
  if (classes.ahead === 0) throw new ApiError(409, 'enrolmentClosed');
  return proratedTuition(tuition, classes.ahead, classes.held);
}

/** D22: the open holds one parent may have at once. */
export const MAX_OPEN_HOLDS_PER_PARENT = 3;

export interface CreateOrderDeps {
  db: Db;
  env: Pick<Env, 'ORDER_HOLD_MINUTES' | 'TRANSFER_HOLD_BUSINESS_DAYS' | 'ACADEMY_TIME_ZONE' | 'BANK_BENEFICIARY' | 'BANK_NAME' | 'BANK_ACCOUNT' | 'BANK_SWIFT' | 'BANK_ADDRESS'>;
  now: Date;
  onSeatsChanged?: () => void;
}

export interface CreatedOrder {
  order: OrderRow;
  /** False when the idempotency key replayed an order made earlier. */
  created: boolean;
  /** A new order as its card shows it, read along the way (absent for a replay). */
  record?: OrderRecord;
}

const IDEMPOTENCY_INDEX = 'orders_member_idempotency_idx';
const ORDER_SN_INDEX = 'orders_order_sn_unique';
/** No 0/O or 1/I, so that a reference read aloud or copied by hand survives. */
const SN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `EA` + yymmdd in the academy's time zone + 6 random letters and digits, e.g. `EA260302K7Q2ZD`. */
export function newOrderSn(today: string): string {
  const suffix = [...randomBytes(6)].map((byte) => SN_ALPHABET[byte % SN_ALPHABET.length]).join('');
  return `EA${today.slice(2).replaceAll('-', '')}${suffix}`;
}

/** The same request, whatever the order of keys or of the picked answers. */
export function fingerprintOf(body: CreateOrderBody): string {
  const canonical = JSON.stringify([
    body.productId,
    body.childId,
    [...body.answers.processes].sort(),
    [...body.answers.outcomes].sort(),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function replay(existing: OrderRow, fingerprint: string): CreatedOrder {
  if (existing.requestFingerprint !== fingerprint) throw new ApiError(409, 'idempotencyKeyReused');
  return { order: existing, created: false };
}

/** The order an earlier try with the same key made, read whole (a replay is rare). */
async function replayOf(db: Db, memberId: number, earlier: OpenOrder, fingerprint: string): Promise<CreatedOrder> {
  if (earlier.requestFingerprint !== fingerprint) throw new ApiError(409, 'idempotencyKeyReused');
  const order = await findOrderOfMember(db, memberId, earlier.id);
  if (!order) throw new ApiError(404, 'orderNotFound');
  return { order, created: false };
}

/**
 * `ddcOrder/create` (D7, D8): an order in status 0 holding its seat for the hold time. In one
 * transaction: the child and product checks, the order and its first timeline row, and the seat
 * of a category-58 product (one conditional update, made by the commit itself: none left fails
 * the commit, and the order answers 409). The same idempotency key and body give the same
 * order again, and two racing requests with one key give one order: the loser's transaction
 * rolls back on the unique index and it answers the winner's order. D22: one open
 * unpaid order per child and course, and at most `MAX_OPEN_HOLDS_PER_PARENT` seats held unpaid.
 */
export async function createOrder(
  deps: CreateOrderDeps,
  memberId: number,
  body: CreateOrderBody,
  idempotencyKey: string,
): Promise<CreatedOrder> {
  const { db, env, now } = deps;
  const fingerprint = fingerprintOf(body);
  const today = academyToday(env, now);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await db.transaction(async (tx): Promise<{ earlier: OpenOrder } | { record: OrderRecord; tookSeat: boolean }> => {
        // Three statements and the commit, which takes the seat (migration 0006): the buyers of one
        // course queue on its row for each other's commits only, not for any round trip.
        const { child, product } = await lockMemberToOrder(tx, memberId, body.childId, body.productId);
        // The key first, so that a replay answers the earlier order whatever changed since. A try
        // that waited on the lock for the first try with its key gets that order too.
        const { open, sameKey } = await findOpenUnpaidOrdersOf(tx, memberId, idempotencyKey);
        if (sameKey) return { earlier: sameKey };
        if (!child) throw new ApiError(404, 'childNotFound');
        // A programme formed for one family (D12) is offered to that family alone.
        if (!product) throw new ApiError(404, 'productNotFound');
        // D21: no application once the first class has begun, unless staff keep enrolment open.
        if (!isEnrolmentOpen(enrolmentStatusOf(product, now, today))) throw new ApiError(409, 'enrolmentClosed');

        // D31: a course staff cancelled takes no more orders.
        if (product.cancelledAt !== null) throw new ApiError(409, 'courseCancelled');
        const takesSeat = product.categoryId === ProductCategory.Insights;
        // D32: with none left to sell, a seat held for this child by a waitlist offer is theirs;
        // the commit takes it from the offer rather than the stock.
        const offer = takesSeat && product.stock === 0 ? await findLiveOffer(tx, memberId, child.id, product.id, now) : undefined;
        // A formed programme says so itself, more precisely (see convertRequirementToOrder).
        const isFormedProgramme = product.privateMemberId !== null;
        if (!isFormedProgramme && open.some((order) => order.childId === child.id && order.productId === product.id)) {
          throw new ApiError(409, 'openOrderExists');
        }
        if (takesSeat && open.filter((order) => order.holdsSeat).length >= MAX_OPEN_HOLDS_PER_PARENT) {
          throw new ApiError(409, 'tooManyOpenHolds', { limit: String(MAX_OPEN_HOLDS_PER_PARENT) });
        }
        const tuitionAmount = await tuitionOfOrderAt(tx, product, now);
        // The order and its first timeline row in one statement; its seat is taken at the commit.
        const inserted = await insertOrder(
          tx,
          {
            orderSn: newOrderSn(today),
            memberId,
            childId: child.id,
            childName: child.name,
            productId: product.id,
            productNameEn: product.nameEn,
            productNameZh: product.nameZh,
            status: OrderStatus.PendingPayment,
            payType: PayType.Unpaid,
            currency: product.currency,
            tuitionAmount,
            applicationFee: APPLICATION_FEE,
            payAmount: tuitionAmount + APPLICATION_FEE,
            answers: body.answers,
            holdsSeat: takesSeat,
            waitlistEntryId: offer?.id ?? null,
            firstClassDate: product.equityDateStart,
            idempotencyKey,
            requestFingerprint: fingerprint,
            expiresAt: holdEndFrom(env, now),
            holdEndsBy: holdLimitFrom(env, now),
            createdAt: now,
            updatedAt: now,
          },
          { toStatus: OrderStatus.PendingPayment, actor: 'member', actorId: memberId, event: 'orderCreated' },
        );
        // Inspire requirements (D12): ordering the programme formed for one turns it into this order.
        if (isFormedProgramme) await convertRequirementToOrder(tx, inserted, now);
        await notifyOrderCreated(tx, inserted.id, { bank: bankDetailsOf(env), timeZone: env.ACADEMY_TIME_ZONE, transferDays: env.TRANSFER_HOLD_BUSINESS_DAYS, now });
        const record: OrderRecord = {
          ...inserted,
          productPic: product.pic,
          productCategoryId: product.categoryId,
          courseType: product.courseType,
          categoryNameEn: product.categoryNameEn,
          categoryNameZh: product.categoryNameZh,
        };
        return { record, tookSeat: takesSeat };
      });
      if ('earlier' in outcome) return replayOf(db, memberId, outcome.earlier, fingerprint);
      if (outcome.tookSeat) deps.onSeatsChanged?.();
      return { order: outcome.record, created: true, record: outcome.record };
    } catch (error) {
      if (soldOutAtCommit(error)) throw new ApiError(409, 'soldOut');
      const constraint = uniqueViolationOf(error);
      if (constraint === IDEMPOTENCY_INDEX) {
        const winner = await findOrderByIdempotencyKey(db, memberId, idempotencyKey);
        if (winner) return replay(winner, fingerprint);
      }
      if (constraint === ORDER_SN_INDEX && attempt < 3) continue;
      throw error;
    }
  }
}
