import { OrderStatus } from '../../../shared/api/orders.ts';
import { courseCancelledMail, courseConfirmedMail } from '../../adapters/mail/course-decision-templates.ts';
import type { Db } from '../../db/database.ts';
import { findProductForStaff } from '../../db/repositories/admin-catalogue-repository.ts';
import {
  endWaitlistOf,
  listCoursesToDecide,
  listOrdersOfCourse,
  markCourseCancelled,
  markCourseConfirmed,
  type CourseToDecide,
} from '../../db/repositories/course-decision-repository.ts';
import { revokeEntitlementOfOrder } from '../../db/repositories/entitlement-repository.ts';
import { lockOrderChain } from '../../db/repositories/order-lock-repository.ts';
import { type OrderRow } from '../../db/repositories/order-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { cancelUpcomingBookingsOfOrder } from '../bookings/cancel-booking.ts';
import { notify } from '../notifications/notify.ts';
import { closeUnpaidOrder } from '../orders/close-order.ts';
import type { OrderDeps } from '../orders/order-deps.ts';
import { orderLinkOf } from '../orders/order-mail.ts';
import { isUnpaid } from '../orders/order-rules.ts';
import { refundOrder } from '../orders/refunds.ts';
import { closeOpenCheckouts } from '../payments/checkout.ts';

const DAY_MS = 86_400_000;

/**
 * D31: the courses whose first class is `DECISION_DAYS_BEFORE_START` days away or nearer and that
 * are still below their minimum: a task for staff on the dashboard.
 */
export function coursesToDecide(db: Db, now: Date, decisionDays: number): Promise<CourseToDecide[]> {
  return listCoursesToDecide(db, now, new Date(now.getTime() + decisionDays * DAY_MS));
}

const productNameOf = (order: Pick<OrderRow, 'productNameEn' | 'productNameZh'>, language: 'en' | 'cn') =>
  language === 'cn' ? order.productNameZh || order.productNameEn : order.productNameEn;

async function lockCourse(db: Db, productId: number) {
  const product = await findProductForStaff(db, productId, true);
  if (!product) throw new ApiError(404, 'productNotFound');
  return product;
}

/** `admin/product/runAnyway/{id}`: the course runs below its minimum; each enrolled family is told, in one transaction. */
export async function runCourseAnyway(deps: Pick<OrderDeps, 'db' | 'now'>, staff: Member, productId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const product = await lockCourse(tx, productId);
    if (product.cancelledAt) throw new ApiError(409, 'courseCancelled');
    if (product.confirmedAt) return;
    await markCourseConfirmed(tx, productId, deps.now);
    for (const order of await listOrdersOfCourse(tx, productId)) {
      if (isUnpaid(order.status)) continue;
      const chain = await lockOrderChain(tx, { orderId: order.id });
      if (!chain) continue;
      const placed = chain.order;
      await notify(
        tx,
        {
          memberId: placed.memberId,
          kind: 'courseConfirmed',
          link: orderLinkOf(placed.id),
          build: ({ name, language }) => courseConfirmedMail({ name, childName: placed.childName, productName: productNameOf(placed, language) }, language),
        },
        deps.now,
      );
    }
    await recordStaffAction(tx, staff, {
      action: 'product.runAnyway',
      entityType: 'product',
      entityId: productId,
      before: { confirmedAt: null },
      after: { confirmedAt: deps.now.toISOString() },
    });
  });
}

export interface CancelOutcome {
  closed: number;
  refunded: number;
  /** Transfers: refunds written for staff to send (D10). */
  refundsForStaff: number;
  /** Orders refunded already, by the family or an earlier run of this decision. */
  alreadyRefunded: number;
  failed: number;
}

/**
 * `admin/product/cancelCourse/{id}` (D31): the course is cancelled and every family is refunded
 * in full, whatever the refund policy says. First, in one transaction, the course stops selling,
 * its waitlist ends, unpaid orders close, and paid orders lose their entitlement and the bookings
 * still ahead, each family told in their language. Then each paid order is refunded through the
 * refund domain (card through the provider, a transfer as a task for staff), whose refund row is
 * unique per order: running the decision twice at once, or racing a family's own refund, refunds
 * each order once. Running it again finishes what an interrupted run left.
 */
export async function cancelCourse(deps: OrderDeps, staff: Member, productId: number): Promise<CancelOutcome> {
  return cancelCourseAs(deps, staff, productId);
}

/**
 * `cancelCourse` for staff, or for the portal itself (`null`): a moved course whose families have
 * all answered is cancelled this way (ADR 029), with no audit entry of its own (the move has one).
 */
export async function cancelCourseAs(deps: OrderDeps, staff: Member | null, productId: number): Promise<CancelOutcome> {
  const actor = staff ? ({ actor: 'staff', actorId: staff.id } as const) : ({ actor: 'system', actorId: null } as const);
  const outcome: CancelOutcome = { closed: 0, refunded: 0, refundsForStaff: 0, alreadyRefunded: 0, failed: 0 };
  const toRefund = await deps.db.transaction(async (tx) => {
    const product = await lockCourse(tx, productId);
    const cancelledNow = await markCourseCancelled(tx, productId, deps.now);
    await endWaitlistOf(tx, productId, deps.now);
    const paid: number[] = [];
    for (const { id } of await listOrdersOfCourse(tx, productId)) {
      // The lock order every order change keeps: the order, then its entitlement (ADR of issue 26).
      const chain = await lockOrderChain(tx, { orderId: id });
      // An order moved to another course meanwhile is no longer this course's (ADR 029).
      if (!chain || chain.order.productId !== productId) continue;
      const order = chain.order;
      const wasUnpaid = isUnpaid(order.status);
      if (wasUnpaid) {
        if (order.status === OrderStatus.InPayment) await closeOpenCheckouts({ db: tx, provider: deps.provider, now: deps.now }, order.id);
        const closed = await closeUnpaidOrder(tx, order, { ...actor, event: 'closedCourseCancelled', now: deps.now });
        if (closed.changed) outcome.closed += 1;
      } else {
        paid.push(order.id);
        await revokeEntitlementOfOrder(tx, order.id, deps.now);
        await cancelUpcomingBookingsOfOrder(tx, order.id, deps.now);
      }
      if (cancelledNow) {
        await notify(
          tx,
          {
            memberId: order.memberId,
            kind: 'courseCancelled',
            link: orderLinkOf(order.id),
            build: ({ name, language }) =>
              courseCancelledMail({ name, childName: order.childName, productName: productNameOf(order, language), paid: !wasUnpaid }, language),
          },
          deps.now,
        );
      }
    }
    if (staff) await recordStaffAction(tx, staff, {
      action: 'product.cancelCourse',
      entityType: 'product',
      entityId: productId,
      before: { cancelledAt: product.cancelledAt?.toISOString() ?? null, stock: product.stock },
      after: { cancelledAt: (product.cancelledAt ?? deps.now).toISOString(), stock: product.stock === null ? null : 0 },
    });
    return paid;
  });
  deps.onSeatsChanged?.();

  for (const orderId of toRefund) {
    try {
      const done = await refundOrder(deps, { orderId, ...actor, inFull: true });
      if (done.refund.method === 'offline') outcome.refundsForStaff += 1;
      else outcome.refunded += 1;
    } catch (error) {
      if (error instanceof ApiError && (error.messageKey === 'refundAlreadyRequested' || error.messageKey === 'refundNotAllowed')) {
        outcome.alreadyRefunded += 1;
        continue;
      }
      if (error instanceof ApiError && error.status === 502) {
        outcome.failed += 1;
        continue;
      }
      throw error;
    }
  }
  return outcome;
}
