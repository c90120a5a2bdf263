import { OrderStatus, type PaidMethod, type PayType, type OrderActor } from '../../../shared/api/orders.ts';
import { ProductCategory } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { insertEntitlementOnce } from '../../db/repositories/entitlement-repository.ts';
import { changeOrderStatus, type OrderRow } from '../../db/repositories/order-repository.ts';
import { hasPayment, insertPayment, type NewPaymentRow } from '../../db/repositories/payment-repository.ts';
import { findProduct } from '../../db/repositories/product-repository.ts';
import { issuePaymentReceipt } from '../receipts/receipts.ts';
import { notifyOrderPaid } from './order-mail.ts';
import { bookWholeCourse, sessionsBoughtBy, type ClassBookingSettings } from '../bookings/book-whole-course.ts';
import { legalSourcesOf } from './order-transitions.ts';
import { withdrawDeadlineReminder } from './payment-deadline.ts';

export interface ReceivedPayment {
  orderId: number;
  payType: typeof PayType.Online | typeof PayType.Offline;
  provider: NewPaymentRow['provider'];
  /** The way the money came, which a refund goes back by. */
  method: PaidMethod;
  amount: number;
  currency: string;
  checkoutId?: number | null;
  providerPaymentId?: string | null;
  /** Staff who confirmed a wire transfer. */
  confirmedBy?: number | null;
  actor: OrderActor;
  event: string;
  now: Date;
  /** How a course with a fixed class list books itself when paid (D28). */
  classBooking: ClassBookingSettings;
}

export type ReceivePaymentResult =
  | { outcome: 'paid'; order: OrderRow }
  /** The order already had its payment: nothing changed (a redelivered event, a double click). */
  | { outcome: 'alreadyPaid' }
  /** The order is in a status that cannot take a payment (e.g. closed). */
  | { outcome: 'notPayable'; currentStatus: number | null };

/**
 * The one way an order becomes paid (D7, D9, D11): its single payment row, the move to status 1,
 * its entitlement, pending activation (or active and booked, for a course with a fixed class list,
 * D28), its numbered receipt, and the parent's notification (D29). Run it inside a transaction. A
 * second call for the same order changes nothing and says `alreadyPaid`, so card events and staff
 * confirmations can be repeated safely.
 */
export async function receivePayment(tx: Db, payment: ReceivedPayment): Promise<ReceivePaymentResult> {
  const change = await changeOrderStatus(tx, {
    orderId: payment.orderId,
    from: legalSourcesOf(OrderStatus.Paid),
    to: OrderStatus.Paid,
    actor: payment.actor,
    actorId: payment.confirmedBy ?? null,
    event: payment.event,
    set: { payType: payment.payType, paidAt: payment.now, expiresAt: null, rejectionReason: null },
    now: payment.now,
  });
  if (!change.changed) {
    return (await hasPayment(tx, payment.orderId))
      ? { outcome: 'alreadyPaid' }
      : { outcome: 'notPayable', currentStatus: change.currentStatus };
  }

  const order = change.order;
  // Only a payable status reaches here, and a payment moves the order out of them for good, so
  // this is the order's first payment; the unique order id makes sure of it.
  await insertPayment(tx, {
    orderId: order.id,
    payType: payment.payType,
    provider: payment.provider,
    method: payment.method,
    checkoutId: payment.checkoutId ?? null,
    amount: payment.amount,
    currency: payment.currency,
    providerPaymentId: payment.providerPaymentId ?? null,
    confirmedBy: payment.confirmedBy ?? null,
    createdAt: payment.now,
  });
  const product = await findProduct(tx, order.productId);
  if (!product) throw new Error(`Order ${order.id} points at a missing product ${order.productId}`);
  const entitlement = await insertEntitlementOnce(tx, {
    orderId: order.id,
    memberId: order.memberId,
    productId: product.id,
    // Insights (58) is sold as class sessions, Inspire (59) as an hours package (D8, D11); a late
    // enrolment as the classes still ahead when it was placed (D27).
    unit: product.categoryId === ProductCategory.Inspire ? 'hours' : 'sessions',
    total: await sessionsBoughtBy(tx, order, product),
    equityDateStart: product.equityDateStart,
    equityDateEnd: product.equityDateEnd,
    createdAt: payment.now,
  });
  await withdrawDeadlineReminder(tx, order);
  const receipt = await issuePaymentReceipt(tx, { order, listPrice: product.price, method: payment.method, now: payment.now });
  await notifyOrderPaid(tx, order.id, payment.now, receipt);
  const booked = entitlement ? await bookWholeCourse(tx, { order, entitlement, product }, payment.classBooking, payment.now) : null;
  // A course that booked itself is in progress already (D28).
  return { outcome: 'paid', order: booked ? { ...order, status: OrderStatus.InProgress } : order };
}
