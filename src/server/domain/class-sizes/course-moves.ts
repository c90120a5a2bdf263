import type { DifferencePolicy, MoveCourseBody, MoveOrderBody } from '../../../shared/api/course-moves.ts';
import { OrderStatus, type OrderActor } from '../../../shared/api/orders.ts';
import { courseMovedMail, courseMoveOfferedMail } from '../../adapters/mail/course-move-templates.ts';
import type { Db } from '../../db/database.ts';
import { findProductForStaff } from '../../db/repositories/admin-catalogue-repository.ts';
import { listOrdersOfCourse } from '../../db/repositories/course-decision-repository.ts';
import {
  answerMove,
  completeDifferenceRefundOf,
  findDifferenceRefundToSend,
  findLatestOfferOfOrder,
  hasOpenMovesFrom,
  insertMove,
  listDueMoves,
  listMoveTargets,
  listUnrefundedDeclines,
  lockOpenMoveOfOrder,
  moveEntitlement,
  setDifferenceRefund,
  wasCourseMoved,
  type CourseMoveRow,
} from '../../db/repositories/course-move-repository.ts';
import { soldOutAtCommit } from '../../db/repositories/order-creation-repository.ts';
import { lockOrderChain, type LockedOrderChain } from '../../db/repositories/order-lock-repository.ts';
import { changeOrderStatus } from '../../db/repositories/order-repository.ts';
import { findPaymentOf } from '../../db/repositories/payment-repository.ts';
import { findProduct, type ProductRow } from '../../db/repositories/product-repository.ts';
import { findRefundOf } from '../../db/repositories/refund-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { bookClassesAhead, booksItself, bookWholeCourse, classBookingOf, sessionsBoughtBy } from '../bookings/book-whole-course.ts';
import { cancelUpcomingBookingsOfOrder } from '../bookings/cancel-booking.ts';
import { notify } from '../notifications/notify.ts';
import { academyToday, type OrderDeps } from '../orders/order-deps.ts';
import { orderLinkOf } from '../orders/order-mail.ts';
import { orderNotFound } from '../orders/order-reads.ts';
import { refundOrder } from '../orders/refunds.ts';
import { freeSeat, seatOfferOptionsOf } from '../waitlist/seat-offers.ts';
import { cancelCourseAs } from './course-decisions.ts';

const DAY_MS = 86_400_000;
const MOVABLE_STATUSES: readonly number[] = [OrderStatus.Paid, OrderStatus.InProgress];

const nameIn = (product: Pick<ProductRow, 'nameEn' | 'nameZh'>, language: 'en' | 'cn') => (language === 'cn' ? product.nameZh || product.nameEn : product.nameEn);

/** What a family would pay for the course today; a move target has not begun, so no share of it (D27). */
export const tuitionOf = (product: Pick<ProductRow, 'price' | 'promotionPrice'>) => product.promotionPrice ?? product.price;

/** The courses a child of `productId` can move to (ADR 029). */
export async function moveTargetsOf(deps: Pick<OrderDeps, 'db' | 'env' | 'now'>, productId: number): Promise<ProductRow[]> {
  const product = await findProduct(deps.db, productId);
  if (!product) throw new ApiError(404, 'productNotFound');
  return listMoveTargets(deps.db, product, academyToday(deps.env, deps.now));
}

/** The target, checked against the source as `listMoveTargets` chooses them; a seat is checked again at commit. */
async function targetFor(tx: Db, source: ProductRow, toProductId: number, today: string): Promise<ProductRow> {
  const target = await findProduct(tx, toProductId);
  const fits =
    target !== undefined &&
    target.id !== source.id &&
    target.categoryId === source.categoryId &&
    target.subject === source.subject &&
    target.published &&
    target.privateMemberId === null &&
    target.cancelledAt === null &&
    target.equityDateStart > today;
  if (!fits) throw new ApiError(409, 'moveTargetInvalid');
  if (target.stock !== null && target.stock < 1) throw new ApiError(409, 'moveTargetFull');
  return target;
}

interface Transfer {
  source: ProductRow;
  target: ProductRow;
  actor: OrderActor;
  actorId: number | null;
  event: 'courseMoved' | 'courseMovedByStaff';
  note?: string;
  /** Tuition refunded on the move (a cheaper target, staff chose to refund): what the order keeps goes down by it. */
  refundDifference: number;
}

/**
 * The order, its entitlement and its bookings go to the target course in the caller's
 * transaction, the payment kept. Changing the order's product fires the seat trigger of ADR 015
 * at commit (the target's `stock >= 1`, migration 0012): a target filled meanwhile fails the
 * commit and nothing of the move stays. The source's seat is offered to its waitlist or given back.
 */
async function transferOrder(tx: Db, deps: Pick<OrderDeps, 'env' | 'now'>, chain: LockedOrderChain, transfer: Transfer): Promise<void> {
  const { order } = chain;
  const { source, target, now } = { ...transfer, now: deps.now };
  await cancelUpcomingBookingsOfOrder(tx, order.id, now);
  const change = await changeOrderStatus(tx, {
    orderId: order.id,
    from: [order.status as typeof OrderStatus.Paid],
    to: order.status as typeof OrderStatus.Paid,
    actor: transfer.actor,
    actorId: transfer.actorId,
    event: transfer.event,
    note: transfer.note ?? '',
    set: {
      productId: target.id,
      productNameEn: target.nameEn,
      productNameZh: target.nameZh,
      firstClassDate: target.equityDateStart,
      holdsSeat: target.stock !== null,
      waitlistEntryId: null,
      tuitionAmount: order.tuitionAmount - transfer.refundDifference,
    },
    now,
  });
  if (!change.changed) throw new ApiError(409, 'orderStatusConflict');
  if (order.holdsSeat && source.stock !== null) await freeSeat(tx, source.id, { ...seatOfferOptionsOf(deps.env), now });
  if (!chain.entitlement) return;
  const entitlement = await moveEntitlement(tx, chain.entitlement.id, {
    productId: target.id,
    total: Math.max(chain.entitlement.used, await sessionsBoughtBy(tx, { createdAt: now }, target)),
    equityDateStart: target.equityDateStart,
    equityDateEnd: target.equityDateEnd,
  });
  const paid = { order: change.order, entitlement, product: target };
  if (change.order.status === OrderStatus.Paid) await bookWholeCourse(tx, paid, classBookingOf(deps.env), now);
  else if (entitlement.activatedAt && (await booksItself(tx, entitlement, target))) await bookClassesAhead(tx, paid, classBookingOf(deps.env), now);
}

async function notifyMoved(tx: Db, chain: LockedOrderChain, transfer: Transfer, now: Date): Promise<void> {
  const { order } = chain;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'courseMoved',
      link: orderLinkOf(order.id),
      build: ({ name, language }) =>
        courseMovedMail(
          {
            name,
            childName: order.childName,
            fromName: nameIn(transfer.source, language),
            toName: nameIn(transfer.target, language),
            toStartDate: transfer.target.equityDateStart,
            differenceRefund: transfer.refundDifference,
            currency: order.currency,
          },
          language,
        ),
    },
    now,
  );
}

/** A commit refused by the seat trigger is a target that filled meanwhile. */
async function orTargetFull<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (soldOutAtCommit(error)) throw new ApiError(409, 'moveTargetFull');
    throw error;
  }
}

// ---- Move, a decision on an under-filled course (D31, ADR 029) -----------------------------------

/**
 * `admin/courseDecision/move/{id}`: each family who paid for the course is offered a seat on the
 * target, to accept within `MOVE_ACCEPT_DAYS`, and told in their language; in one transaction with
 * its audit entry. A lower price is refunded on accepting or waived, as staff choose; a higher one
 * the academy waives. A course with nobody to ask is cancelled at once.
 */
export async function moveCourse(deps: OrderDeps, staff: Member, productId: number, body: MoveCourseBody): Promise<{ offered: number }> {
  const today = academyToday(deps.env, deps.now);
  const expiresAt = new Date(deps.now.getTime() + deps.env.MOVE_ACCEPT_DAYS * DAY_MS);
  const outcome = await deps.db.transaction(async (tx) => {
    const source = await findProductForStaff(tx, productId, true);
    if (!source) throw new ApiError(404, 'productNotFound');
    if (source.cancelledAt) throw new ApiError(409, 'courseCancelled');
    if (await wasCourseMoved(tx, productId)) throw new ApiError(409, 'moveAlreadyOffered');
    const target = await targetFor(tx, source, body.toProductId, today);
    let offered = 0;
    for (const { id } of await listOrdersOfCourse(tx, productId)) {
      const chain = await lockOrderChain(tx, { orderId: id });
      if (!chain || !MOVABLE_STATUSES.includes(chain.order.status) || (await findRefundOf(tx, id))) continue;
      const order = chain.order;
      const difference = order.tuitionAmount - tuitionOf(target);
      const policy: DifferencePolicy = difference > 0 ? body.difference : 'waive';
      await insertMove(tx, {
        orderId: order.id,
        memberId: order.memberId,
        fromProductId: source.id,
        toProductId: target.id,
        kind: 'decision',
        status: 'offered',
        priceDifference: difference,
        differencePolicy: policy,
        expiresAt,
        createdBy: staff.id,
        createdAt: deps.now,
      });
      await notify(
        tx,
        {
          memberId: order.memberId,
          kind: 'courseMoveOffered',
          link: orderLinkOf(order.id),
          sendBefore: expiresAt,
          build: ({ name, language, timeZone }) =>
            courseMoveOfferedMail(
              {
                name,
                childName: order.childName,
                fromName: nameIn(source, language),
                toName: nameIn(target, language),
                toStartDate: target.equityDateStart,
                until: expiresAt,
                zones: { academy: deps.env.ACADEMY_TIME_ZONE, own: timeZone },
                differenceRefund: policy === 'refund' ? difference : 0,
                currency: order.currency,
              },
              language,
            ),
        },
        deps.now,
      );
      offered += 1;
    }
    await recordStaffAction(tx, staff, {
      action: 'product.moveCourse',
      entityType: 'product',
      entityId: productId,
      before: { moveTo: null },
      after: { moveTo: target.id, difference: body.difference, offered, answerBy: expiresAt.toISOString() },
    });
    return { offered };
  });
  if (outcome.offered === 0) await finishMovedCourse(deps, productId);
  return outcome;
}

/** The order's open offer, locked, for its own family; a second answer, a late one, or none is told which. */
async function openOfferOf(tx: Db, chain: LockedOrderChain | undefined, member: Member, now: Date): Promise<CourseMoveRow> {
  if (!chain || chain.order.memberId !== member.id) throw orderNotFound();
  const offer = await lockOpenMoveOfOrder(tx, chain.order.id);
  if (!offer) {
    const latest = await findLatestOfferOfOrder(tx, chain.order.id);
    if (!latest) throw new ApiError(404, 'moveNotFound');
    throw new ApiError(409, latest.status === 'expired' ? 'moveExpired' : 'moveAlreadyAnswered');
  }
  if (offer.expiresAt && offer.expiresAt.getTime() <= now.getTime()) throw new ApiError(409, 'moveExpired');
  return offer;
}

/**
 * `ddcOrder/acceptMove/{id}`: the child goes to the course offered, keeping the payment. The
 * offer's row is answered by its own conditional update under the order's lock, so accepting
 * twice at once moves once, and an order refunded meanwhile is never moved.
 */
export async function acceptMove(deps: OrderDeps, member: Member, orderId: number): Promise<void> {
  const today = academyToday(deps.env, deps.now);
  const accepted = await orTargetFull(() =>
    deps.db.transaction(async (tx) => {
      const chain = await lockOrderChain(tx, { orderId });
      const offer = await openOfferOf(tx, chain, member, deps.now);
      if (!chain || !MOVABLE_STATUSES.includes(chain.order.status) || (await findRefundOf(tx, orderId))) throw new ApiError(409, 'moveAlreadyAnswered');
      const source = await findProduct(tx, offer.fromProductId);
      if (!source) throw new ApiError(404, 'productNotFound');
      const target = await targetFor(tx, source, offer.toProductId, today);
      const answered = await answerMove(tx, offer.id, 'accepted', deps.now);
      if (!answered) throw new ApiError(409, 'moveAlreadyAnswered');
      const refundDifference = offer.differencePolicy === 'refund' && offer.priceDifference > 0 ? offer.priceDifference : 0;
      const transfer: Transfer = { source, target, actor: 'member', actorId: member.id, event: 'courseMoved', refundDifference };
      await transferOrder(tx, deps, chain, transfer);
      if (refundDifference > 0) await setDifferenceRefund(tx, offer.id, 'requested');
      await notifyMoved(tx, chain, transfer, deps.now);
      return { offer, refundDifference, payType: chain.order.payType };
    }),
  );
  deps.onSeatsChanged?.();
  if (accepted.refundDifference > 0) await refundDifference(deps, accepted.offer, orderId, accepted.refundDifference);
  await finishMovedCourse(deps, accepted.offer.fromProductId);
}

/**
 * The difference refunded after the move's commit: a card one through the provider, under a key
 * of its own so that it is never taken for the order's own refund; a transfer's stays `requested`
 * for staff to send (D10).
 */
async function refundDifference(deps: OrderDeps, move: CourseMoveRow, orderId: number, amount: number): Promise<void> {
  const payment = await findPaymentOf(deps.db, orderId);
  if (!payment?.providerPaymentId || payment.provider === 'offline') return;
  try {
    const { refundId } = await deps.provider.refund(payment.providerPaymentId, amount, `move-${move.id}`);
    await setDifferenceRefund(deps.db, move.id, 'completed', refundId);
  } catch (error) {
    deps.log?.warn({ err: error, orderId }, 'the difference of a move could not be refunded');
    await setDifferenceRefund(deps.db, move.id, 'failed');
  }
}

/**
 * `ddcOrder/declineMove/{id}`: the offer is answered first, in its own transaction, then the
 * tuition refunded in full as a cancelled course's is. A refund stopped half-way is finished by
 * the sweep (`sweepCourseMoves`).
 */
export async function declineMove(deps: OrderDeps, member: Member, orderId: number): Promise<void> {
  const declined = await deps.db.transaction(async (tx) => {
    const chain = await lockOrderChain(tx, { orderId });
    const offer = await openOfferOf(tx, chain, member, deps.now);
    const answered = await answerMove(tx, offer.id, 'declined', deps.now);
    if (!answered) throw new ApiError(409, 'moveAlreadyAnswered');
    return answered;
  });
  await refundInFull(deps, orderId, { actor: 'member', actorId: member.id });
  await finishMovedCourse(deps, declined.fromProductId);
}

/** The whole tuition back, once: an order refunded already (by its family, or an earlier try) is left as it is. */
async function refundInFull(deps: OrderDeps, orderId: number, by: { actor: OrderActor; actorId: number | null }): Promise<void> {
  try {
    await refundOrder(deps, { orderId, ...by, inFull: true });
  } catch (error) {
    if (error instanceof ApiError && (error.messageKey === 'refundAlreadyRequested' || error.messageKey === 'refundNotAllowed')) return;
    // The provider refused: the refund is on record as failed, for staff to follow up.
    if (error instanceof ApiError && error.status === 502) return;
    throw error;
  }
}

/** Once every family of a moved course has answered, the course is cancelled (its unpaid holds closed, its waitlist ended). */
async function finishMovedCourse(deps: OrderDeps, productId: number): Promise<void> {
  if (await hasOpenMovesFrom(deps.db, productId)) return;
  const product = await findProduct(deps.db, productId);
  if (!product || product.cancelledAt) return;
  await cancelCourseAs(deps, null, productId);
}

/**
 * The moves' sweep: each offer not answered by its deadline ends and its tuition is refunded in
 * full, as if declined (one transaction for the answer, then the refund); a decline whose refund
 * stopped half-way is finished. Answers how many offers ran out.
 */
export async function sweepCourseMoves(deps: OrderDeps): Promise<{ expired: number }> {
  let expired = 0;
  for (const due of await listDueMoves(deps.db, deps.now, 100)) {
    const answered = await answerMove(deps.db, due.id, 'expired', deps.now);
    if (!answered) continue;
    expired += 1;
    await refundInFull(deps, due.orderId, { actor: 'system', actorId: null });
    await finishMovedCourse(deps, due.fromProductId);
  }
  for (const stopped of await listUnrefundedDeclines(deps.db, 20)) {
    await refundInFull(deps, stopped.orderId, { actor: 'system', actorId: null });
    await finishMovedCourse(deps, stopped.fromProductId);
  }
  return { expired };
}

// ---- moving one child (issue 30, item 5) ----------------------------------------------------------

/**
 * `admin/order/move/{id}`: staff move one paid order to another course of the same subject with
 * a seat, at the family's request or their own, keeping the payment (a price difference is
 * waived), with its audit entry and the family told, in one transaction.
 */
export async function moveOrder(deps: OrderDeps, staff: Member, orderId: number, body: MoveOrderBody): Promise<void> {
  const today = academyToday(deps.env, deps.now);
  await orTargetFull(() =>
    deps.db.transaction(async (tx) => {
      const chain = await lockOrderChain(tx, { orderId });
      if (!chain) throw orderNotFound();
      const { order } = chain;
      if (!MOVABLE_STATUSES.includes(order.status) || order.firstClassDate <= today || (await findRefundOf(tx, orderId))) {
        throw new ApiError(409, 'moveNotAllowed');
      }
      if (await lockOpenMoveOfOrder(tx, orderId)) throw new ApiError(409, 'moveAlreadyOffered');
      const source = await findProduct(tx, order.productId);
      if (!source) throw new ApiError(404, 'productNotFound');
      const target = await targetFor(tx, source, body.toProductId, today);
      const transfer: Transfer = { source, target, actor: 'staff', actorId: staff.id, event: 'courseMovedByStaff', note: body.note || undefined, refundDifference: 0 };
      await transferOrder(tx, deps, chain, transfer);
      await insertMove(tx, {
        orderId,
        memberId: order.memberId,
        fromProductId: source.id,
        toProductId: target.id,
        kind: 'single',
        status: 'accepted',
        priceDifference: order.tuitionAmount - tuitionOf(target),
        differencePolicy: 'waive',
        answeredAt: deps.now,
        createdBy: staff.id,
        createdAt: deps.now,
      });
      await recordStaffAction(tx, staff, {
        action: 'order.move',
        entityType: 'order',
        entityId: orderId,
        before: { productId: source.id, productName: source.nameEn, firstClassDate: order.firstClassDate },
        after: { productId: target.id, productName: target.nameEn, firstClassDate: target.equityDateStart },
        note: body.note,
      });
      await notifyMoved(tx, chain, transfer, deps.now);
    }),
  );
  deps.onSeatsChanged?.();
}

/**
 * `admin/order/completeDifferenceRefund/{id}`: staff sent the difference of a move to a cheaper
 * course (a transfer's, or a card's the provider refused) by hand. Audited; 409 when nothing is
 * left to send, so that two clicks record it once.
 */
export async function completeDifferenceRefund(deps: Pick<OrderDeps, 'db'>, staff: Member, orderId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const move = await findDifferenceRefundToSend(tx, orderId);
    if (!move || !(await completeDifferenceRefundOf(tx, move.id))) throw new ApiError(409, 'noDifferenceToRefund');
    await recordStaffAction(tx, staff, {
      action: 'order.completeDifferenceRefund',
      entityType: 'order',
      entityId: orderId,
      before: { differenceRefundStatus: move.differenceRefundStatus },
      after: { differenceRefundStatus: 'completed', amount: move.priceDifference },
    });
  });
}
