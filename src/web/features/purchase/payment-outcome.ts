import { OrderStatus, PAYMENT_RESULTS, type OrderDetail, type PaymentResult } from '../../../shared/api/orders.ts';

/** What `/stripe-callback?result=…&orderId=…` says; null parts when the address is not ours. */
export function paymentReturnOf(search: string): { result: PaymentResult | null; orderId: number | null } {
  const params = new URLSearchParams(search);
  const result = params.get('result');
  const rawId = params.get('orderId') ?? '';
  const orderId = /^\d{1,10}$/.test(rawId) && Number(rawId) > 0 && Number(rawId) <= 2_147_483_647 ? Number(rawId) : null;
  return { result: (PAYMENT_RESULTS as readonly string[]).includes(result ?? '') ? (result as PaymentResult) : null, orderId };
}

/** Paid, or already further on (activated, completed): the payment has landed (D7). */
export const isPaid = (order: Pick<OrderDetail, 'status'>) =>
  order.status === OrderStatus.Paid || order.status === OrderStatus.InProgress || order.status === OrderStatus.Completed;

/** Whole minutes an unpaid order is still held, rounded up; null when it holds nothing. */
export function minutesHeld(order: Pick<OrderDetail, 'expiresAt'>, now = Date.now()): number | null {
  if (!order.expiresAt) return null;
  const left = Date.parse(order.expiresAt) - now;
  return left > 0 ? Math.ceil(left / 60_000) : null;
}

/** How long the page asks the order whether a card payment has landed (webhooks can lag). */
export const CONFIRM_POLL_MS = 1_000;
export const CONFIRM_POLL_LIMIT_MS = 20_000;
