import { OrderStatus } from '../../../shared/api/orders.ts';
import { paymentDeadlineSoonMail } from '../../adapters/mail/order-templates.ts';
import type { Db } from '../../db/database.ts';
import { deleteUnsentNotificationsAbout } from '../../db/repositories/notification-repository.ts';
import { changeOrderStatus, hasOrderEvent, lockOrder, type OrderRow } from '../../db/repositories/order-repository.ts';
import { listCheckoutsOf } from '../../db/repositories/payment-checkout-repository.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../http/errors.ts';
import { addWorkingDays } from '../../../shared/working-days.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { addSeconds } from '../clock.ts';
import { CHECKOUT_GRACE_MS } from '../payments/checkout.ts';
import { notify } from '../notifications/notify.ts';
import { orderLinkOf } from './order-mail.ts';
import { orderNotFound } from './order-reads.ts';

/**
 * D25: the deadline of a parent who chose to pay by wire transfer now: `TRANSFER_HOLD_BUSINESS_DAYS`
 * working days of the academy's calendar, to upload the receipt.
 */
export const transferDeadlineFrom = (env: Pick<Env, 'TRANSFER_HOLD_BUSINESS_DAYS' | 'ACADEMY_TIME_ZONE'>, now: Date) =>
  addWorkingDays(now, env.TRANSFER_HOLD_BUSINESS_DAYS, env.ACADEMY_TIME_ZONE);

/** The latest a deadline keeps the seat: the deadline plus the grace for a card payment accepted before it (D22). */
export const holdLimitOf = (deadline: Date) => new Date(deadline.getTime() + CHECKOUT_GRACE_MS);

type DeadlineSettings = Pick<Env, 'TRANSFER_HOLD_BUSINESS_DAYS' | 'ACADEMY_TIME_ZONE'>;

/** The reminder of a transfer's deadline goes out this long before it (D25). */
const REMINDER_HOURS_AHEAD = 24;

type OrderToRemind = Pick<OrderRow, 'id' | 'memberId' | 'orderSn' | 'productNameEn' | 'productNameZh' | 'payAmount' | 'currency'>;

/** An order's deadline reminder still to be sent goes: the deadline moved, or no longer counts. */
export const withdrawDeadlineReminder = (tx: Db, order: Pick<OrderRow, 'id' | 'memberId'>) =>
  deleteUnsentNotificationsAbout(tx, { userId: order.memberId, kind: 'paymentDeadlineSoon', link: orderLinkOf(order.id) });

/**
 * Writes the reminder of an order's deadline, due 24 hours before it (a deadline closer than
 * that has none), in the transaction that sets the deadline; an earlier one is withdrawn.
 */
export async function scheduleDeadlineReminder(tx: Db, order: OrderToRemind, deadline: Date, timeZone: string, now: Date): Promise<void> {
  await withdrawDeadlineReminder(tx, order);
  const dueAt = addSeconds(deadline, -REMINDER_HOURS_AHEAD * 3600);
  if (dueAt <= now) return;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'paymentDeadlineSoon',
      link: orderLinkOf(order.id),
      dueAt,
      sendBefore: deadline,
      build: ({ name, language, timeZone: own }) =>
        paymentDeadlineSoonMail(
          {
            name,
            orderSn: order.orderSn,
            productName: language === 'cn' ? order.productNameZh : order.productNameEn,
            amount: order.payAmount,
            currency: order.currency,
            deadline,
            zones: { academy: timeZone, own },
          },
          language,
        ),
    },
    now,
  );
}

/** Events that show a parent has chosen how to pay: a later switch keeps the deadline given then (D25). */
const METHOD_CHOSEN_EVENTS = ['transferChosen', 'switchedToTransfer'] as const;

/**
 * The parent chose to pay an order in status 0 by transfer (D25). The first choice of a method
 * fixes the deadline: a transfer chosen first gets `TRANSFER_HOLD_BUSINESS_DAYS` working days
 * from now, with its reminder; an order whose parent had already chosen (a card checkout opened,
 * or transfer before) keeps the deadline it has. Run it with the order locked.
 */
export async function chooseTransfer(tx: Db, deps: { env: DeadlineSettings; now: Date }, locked: OrderRow, memberId: number): Promise<void> {
  if (locked.status !== OrderStatus.PendingPayment || !locked.expiresAt) return;
  const chosenBefore = (await listCheckoutsOf(tx, locked.id)).length > 0 || (await hasOrderEvent(tx, locked.id, METHOD_CHOSEN_EVENTS));
  if (chosenBefore) return;
  const deadline = transferDeadlineFrom(deps.env, deps.now);
  // Never earlier than the deadline the order already has, should the settings give less time.
  if (deadline <= locked.expiresAt) return;
  const change = await changeOrderStatus(tx, {
    orderId: locked.id,
    from: [OrderStatus.PendingPayment],
    to: OrderStatus.PendingPayment,
    actor: 'member',
    actorId: memberId,
    event: 'transferChosen',
    set: { expiresAt: deadline, holdEndsBy: holdLimitOf(deadline) },
    now: deps.now,
  });
  if (change.changed) await scheduleDeadlineReminder(tx, change.order, deadline, deps.env.ACADEMY_TIME_ZONE, deps.now);
}

/**
 * `admin/order/extendDeadline/{id}`: staff give a family more time to pay an unpaid order (0 or 7),
 * `workingDays` working days after its deadline (or after now, when that is later), with the
 * reminder moved, a timeline row and the audit log.
 */
export async function extendPaymentDeadline(
  deps: { db: Db; env: DeadlineSettings; now: Date },
  staff: Member,
  orderId: number,
  workingDays: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw orderNotFound();
    if ((locked.status !== OrderStatus.PendingPayment && locked.status !== OrderStatus.InPayment) || !locked.expiresAt) {
      throw new ApiError(409, 'orderStatusConflict');
    }
    const from = locked.expiresAt > deps.now ? locked.expiresAt : deps.now;
    const deadline = addWorkingDays(from, workingDays, deps.env.ACADEMY_TIME_ZONE);
    const change = await changeOrderStatus(tx, {
      orderId,
      from: [locked.status as typeof OrderStatus.PendingPayment | typeof OrderStatus.InPayment],
      to: locked.status as typeof OrderStatus.PendingPayment | typeof OrderStatus.InPayment,
      actor: 'staff',
      actorId: staff.id,
      event: 'deadlineExtended',
      set: { expiresAt: deadline, holdEndsBy: holdLimitOf(deadline) },
      now: deps.now,
    });
    if (!change.changed) throw new ApiError(409, 'orderStatusConflict');
    await recordStaffAction(tx, staff, {
      action: 'order.extendDeadline',
      entityType: 'order',
      entityId: orderId,
      before: { expiresAt: locked.expiresAt },
      after: { expiresAt: deadline },
      note: `+${workingDays}`,
    });
    await scheduleDeadlineReminder(tx, change.order, deadline, deps.env.ACADEMY_TIME_ZONE, deps.now);
  });
}
