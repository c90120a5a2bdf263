import type { z } from 'zod';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import type { adminOrderListQuery, StaffOrderAction } from '../../../shared/api/admin-orders.ts';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { instantInZone } from '../../../shared/zoned-time.ts';
import type { Db } from '../../db/database.ts';
import { findOrderParent, searchOrderRecords, totalOrderRecords } from '../../db/repositories/admin-order-repository.ts';
import { findDifferenceRefundToSend } from '../../db/repositories/course-move-repository.ts';
import { findEntitlementOfOrder, type EntitlementRow } from '../../db/repositories/entitlement-repository.ts';
import type { RefundRow } from '../../db/repositories/refund-repository.ts';
import { readOrderDetail, orderNotFound } from './order-reads.ts';
import { isUnpaid } from './order-rules.ts';

export type AdminOrderListFilters = z.output<typeof adminOrderListQuery>;

/** The days of a date-range filter as instants: from the first day's start to the end of the last, in the academy's zone. */
function placedWindowOf(query: AdminOrderListFilters, timeZone: string) {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    placedFrom: query.from ? instantInZone(query.from, '00:00', timeZone) : undefined,
    placedBefore: query.to ? instantInZone(nextDay(query.to), '00:00', timeZone) : undefined,
  };
}

function filterOf(query: AdminOrderListFilters, timeZone: string) {
  return { q: query.q, status: query.status, payType: query.payType, parentId: query.parentId, refundOpen: query.refund === 'open', ...placedWindowOf(query, timeZone) };
}

/** `admin/order/list`: one page, or the whole filtered list for a CSV export. */
export function searchOrdersForStaff(db: Db, query: AdminOrderListFilters, timeZone: string) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchOrderRecords(db, { ...filterOf(query, timeZone), sort: query.sort, ...window });
}

/** `admin/order/list`'s totals: count, paid and refunded over the whole filtered list, not the page. */
export function totalOrdersForStaff(db: Db, query: AdminOrderListFilters, timeZone: string) {
  return totalOrderRecords(db, filterOf(query, timeZone));
}

/** What staff may do with an order now (D7, D10, D11). */
export function staffActionsOf(status: number, refund: RefundRow | null, entitlement: EntitlementRow | null, notBegun = false): StaffOrderAction[] {
  const actions: StaffOrderAction[] = [];
  if (status === OrderStatus.UnderReview) actions.push('confirmTransfer', 'rejectTransfer');
  if (refund?.method === 'offline' && refund.status === 'requested') actions.push('completeRefund');
  if (status === OrderStatus.Paid && entitlement && !entitlement.activatedAt && !entitlement.revokedAt) actions.push('activateEntitlement');
  if (isUnpaid(status)) actions.push('extendDeadline', 'cancel');
  // ADR 029: a paid child moved to another course of the same subject before the course begins.
  if ((status === OrderStatus.Paid || status === OrderStatus.InProgress) && !refund && notBegun) actions.push('move');
  return actions;
}

/** `admin/order/detail/{id}`: the order as its parent sees it, with the parent, the entitlement and staff's actions. */
export async function readOrderForStaff(db: Db, orderId: number, today: string) {
  const detail = await readOrderDetail(db, orderId, today);
  const [parent, entitlement, differenceToSend] = await Promise.all([
    findOrderParent(db, detail.order.memberId),
    findEntitlementOfOrder(db, orderId),
    findDifferenceRefundToSend(db, orderId),
  ]);
  if (!parent) throw orderNotFound();
  const staffActions = staffActionsOf(detail.order.status, detail.refund, entitlement ?? null, detail.order.firstClassDate > today && !detail.moveOffer);
  if (differenceToSend) staffActions.push('completeDifferenceRefund');
  return {
    detail,
    parent,
    entitlement: entitlement ?? null,
    staffActions,
    differenceRefund: differenceToSend
      ? { amount: differenceToSend.priceDifference, status: differenceToSend.differenceRefundStatus as 'requested' | 'failed' }
      : null,
  };
}

export type StaffOrderDetailRecord = Awaited<ReturnType<typeof readOrderForStaff>>;
