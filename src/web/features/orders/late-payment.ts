import { OrderStatus, type OrderDetail } from '../../../shared/api/orders.ts';

/**
 * Past its deadline, an order in a card checkout waits for a payment the provider may already have
 * taken (ADR 017): its page asks again every few seconds until the order is paid or closed, which
 * the server settles within the grace. The limit only stops a page left open from asking forever.
 */
export const LATE_PAYMENT_POLL_MS = 5_000;
const LATE_PAYMENT_POLL_LIMIT_MS = 15 * 60_000;

export function awaitsLatePayment(order: Pick<OrderDetail, 'status' | 'expiresAt'> | undefined, now = Date.now()): boolean {
  if (order?.status !== OrderStatus.InPayment || !order.expiresAt) return false;
  const sinceDeadline = now - Date.parse(order.expiresAt);
  return sinceDeadline >= 0 && sinceDeadline < LATE_PAYMENT_POLL_LIMIT_MS;
}
