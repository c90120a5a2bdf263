import { OrderStatus, type OrderStatusCode } from '../../../shared/api/orders.ts';

const S = OrderStatus;

/**
 * D7: the statuses each status may move to. Every change goes through `changeOrderStatus` with a
 * `from` list taken from this table, so an illegal change answers 409 and writes nothing.
 *
 * - 0 pending payment → 7 card checkout opened, 6 transfer proof uploaded, 1 paid (a card payment
 *   reported after its checkout was abandoned), 4 cancelled or hold expired.
 * - 7 in payment → 1 paid, 0 checkout failed or cancelled, 6 proof uploaded instead, 4 cancelled
 *   or expired.
 * - 6 under review → 1 confirmed by staff, 0 rejected by staff.
 * - 1 paid → 2 entitlement activated, 5 refunded.
 * - 2 in progress → 3 every session used, 5 refunded.
 * - 3, 4 and 5 are final.
 */
export const ORDER_TRANSITIONS: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  [S.PendingPayment]: [S.InPayment, S.UnderReview, S.Paid, S.Closed],
  [S.InPayment]: [S.Paid, S.PendingPayment, S.UnderReview, S.Closed],
  [S.UnderReview]: [S.Paid, S.PendingPayment],
  [S.Paid]: [S.InProgress, S.Invalid],
  [S.InProgress]: [S.Completed, S.Invalid],
  [S.Completed]: [],
  [S.Closed]: [],
  [S.Invalid]: [],
};

/** The statuses from which an order may move to `to`. */
export function legalSourcesOf(to: OrderStatusCode): OrderStatusCode[] {
  return (Object.keys(ORDER_TRANSITIONS) as `${OrderStatusCode}`[])
    .map((from) => Number(from) as OrderStatusCode)
    .filter((from) => ORDER_TRANSITIONS[from].includes(to));
}
