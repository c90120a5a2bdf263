import { OrderStatus, PayType, type OrderAction, type OrderStatusCode } from '../../../shared/api/orders.ts';
import { quoteRefund, type RefundQuote } from '../../../shared/refund-policy.ts';
import type { MessageKey } from '../../http/messages.ts';

/** Statuses a parent can still pay, upload a receipt for, or cancel (D7). */
export const UNPAID_STATUSES: readonly OrderStatusCode[] = [OrderStatus.PendingPayment, OrderStatus.InPayment];
/** Paid statuses from which a refund can be asked (D10). */
export const REFUNDABLE_STATUSES: readonly OrderStatusCode[] = [OrderStatus.Paid, OrderStatus.InProgress];

export const isUnpaid = (status: number) => (UNPAID_STATUSES as readonly number[]).includes(status);
const isRefundable = (status: number) => (REFUNDABLE_STATUSES as readonly number[]).includes(status);

export interface RefundCheck {
  status: number;
  tuitionAmount: number;
  firstClassDate: string;
  hasRefund: boolean;
}

export type Refundability = { allowed: true; quote: RefundQuote } | { allowed: false; reason: MessageKey; quote: RefundQuote };

/** Whether a refund can be asked today (academy calendar date), and what it would return. */
export function refundabilityOf(order: RefundCheck, today: string): Refundability {
  const quote = quoteRefund(order.tuitionAmount, today, order.firstClassDate);
  if (!isRefundable(order.status)) return { allowed: false, reason: 'refundNotAllowed', quote };
  if (order.hasRefund) return { allowed: false, reason: 'refundAlreadyRequested', quote };
  if (quote.percent <= 0) return { allowed: false, reason: 'refundCourseStarted', quote };
  return { allowed: true, quote };
}

/** What the parent may do with an order now; the detail page shows these actions only. */
export function allowedActionsOf(order: RefundCheck, today: string): OrderAction[] {
  if (isUnpaid(order.status)) return ['pay', 'uploadProof', 'cancel'];
  return refundabilityOf(order, today).allowed ? ['refund'] : [];
}

/** Card refunds go back through the provider; anything else is a staff task (D10). */
export const refundMethodOf = (payType: number) => (payType === PayType.Online ? 'card' : 'offline');
