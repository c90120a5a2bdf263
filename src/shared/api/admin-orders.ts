import { z } from 'zod';
import { adminListQuery, optionalFilter } from './admin-lists.ts';
import { AccountFieldMessage, calendarDate } from './accounts.ts';
import { ALL_ORDERS, ORDER_STATUSES, PayType, rejectTransferBody, type OrderDetail, type OrderSummary, type RefundSummary } from './orders.ts';

/** `admin/order/*` (issue 7): staff's view of every family's orders. */

export const ADMIN_ORDER_SORTS = ['createTime', 'payAmount', 'status', 'orderSn'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const adminOrderListQuery = adminListQuery(ADMIN_ORDER_SORTS, '-createTime').extend({
  /** -1, the member list's "all" tab, means any status too. */
  status: z.preprocess((value) => (String(value) === String(ALL_ORDERS) ? undefined : value), optionalFilter(z.coerce.number().int().min(0).max(ORDER_STATUSES.length - 1))),
  payType: optionalFilter(z.coerce.number().int().min(PayType.Unpaid).max(PayType.Offline)),
  /** `open`: refunds staff must send or follow up (offline and requested, or refused by the provider). */
  refund: optionalFilter(z.enum(['open'])),
  /** One family's orders (the family page links here). */
  parentId: optionalFilter(z.coerce.number().int().positive().max(2_147_483_647)),
  /** Orders placed on or after this day, in the academy's time zone (`YYYY-MM-DD`). */
  from: optionalFilter(calendarDate),
  /** Orders placed on or before this day, in the academy's time zone. */
  to: optionalFilter(calendarDate),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: AccountFieldMessage.dateRangeReversed });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

/** Cancelling an unpaid order for a parent needs the reason the family is told. */
export const staffCancelOrderBody = rejectTransferBody;

/** The most working days staff add to an unpaid order's payment deadline at once (D25). */
export const MAX_DEADLINE_EXTENSION_DAYS = 10;

/** `admin/order/extendDeadline/{id}`: working days added to the payment deadline. */
export const extendDeadlineBody = z.object({
  workingDays: z.number().int().min(1).max(MAX_DEADLINE_EXTENSION_DAYS),
});

/** What staff may do with an order in its present state; the detail page offers these only. */
export const STAFF_ORDER_ACTIONS = ['confirmTransfer', 'rejectTransfer', 'completeRefund', 'completeDifferenceRefund', 'activateEntitlement', 'extendDeadline', 'cancel', 'move'] as const;
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export interface OrderParent {
  id: number;
  username: string;
  nickname: string;
  email: string;
}

export interface AdminOrderSummary extends OrderSummary {
  parent: OrderParent;
  refundStatus: RefundSummary['status'] | null;
}

export interface AdminOrderDetail extends OrderDetail {
  parent: OrderParent;
  entitlement: { id: number; activateTime: string | null; revoked: boolean } | null;
  staffActions: StaffOrderAction[];
  /**
   * The part of the tuition a move to a cheaper course gives back (ADR 029) while it is still to
   * send: a transfer's, for staff to wire, or a card's the provider refused. Null otherwise.
   */
  differenceRefund: { amount: number; status: 'requested' | 'failed' } | null;
}

/** An amount in one currency; totals hold one entry per currency the filtered orders use. */
export interface CurrencyAmount {
  currency: string;
  amount: number;
}

/** Over the whole filtered list, not the page: paid is what families paid, refunded what went back. */
export interface AdminOrderTotals {
  count: number;
  paid: CurrencyAmount[];
  refunded: CurrencyAmount[];
}

export interface AdminOrderList {
  total: number;
  list: AdminOrderSummary[];
  totals: AdminOrderTotals;
}
