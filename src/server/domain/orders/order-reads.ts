import type { z } from 'zod';
import {
  ALL_ORDERS,
  ORDER_STATUSES,
  type OrderAction,
  type orderListQuery,
  type OrderStatistics,
  type OrderStatusCode,
} from '../../../shared/api/orders.ts';
import type { RefundQuote } from '../../../shared/refund-policy.ts';
import type { Db } from '../../db/database.ts';
import type { StoredFileRow } from '../../db/repositories/file-repository.ts';
import {
  countOrdersByStatus,
  findOrderRecord,
  findTransferProofFile,
  listOrderHistory,
  listOrderRecords,
  type OrderHistoryRow,
  type OrderRecord,
} from '../../db/repositories/order-repository.ts';
import { findOpenOfferRecord, type OpenOfferRecord } from '../../db/repositories/course-move-repository.ts';
import { findPaymentOf, type PaymentRow } from '../../db/repositories/payment-repository.ts';
import { listReceiptsOfOrder, type ReceiptRow } from '../../db/repositories/receipt-repository.ts';
import { findRefundOf, type RefundRow } from '../../db/repositories/refund-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { allowedActionsOf, refundabilityOf } from './order-rules.ts';

export type OrderListFilters = z.output<typeof orderListQuery>;

export interface OrderDetailRecord {
  order: OrderRecord;
  history: OrderHistoryRow[];
  transferProof: StoredFileRow | null;
  refund: RefundRow | null;
  /** What a refund asked today would return; null when none can be asked. */
  refundQuote: RefundQuote | null;
  allowedActions: OrderAction[];
  payment: PaymentRow | null;
  receipts: ReceiptRow[];
  /** A move to another course waiting for the family's answer (ADR 029). */
  moveOffer: OpenOfferRecord | null;
}

export const orderNotFound = () => new ApiError(404, 'orderNotFound');

/** A page of orders, newest first; `memberId` absent lists every member's (staff). */
export function listOrders(db: Db, query: OrderListFilters, memberId?: number) {
  return listOrderRecords(db, {
    memberId,
    status: query.status === ALL_ORDERS ? undefined : (query.status as OrderStatusCode),
    offset: (query.pageNum - 1) * query.pageSize,
    limit: query.pageSize,
  });
}

/**
 * An order with its timeline, receipt, refund and what the parent may do with it today.
 * `memberId` scopes the read to the member (404 for anyone else's); staff read without it.
 */
/** One order with its product, as a list shows it; another member's is not found (404). */
export async function readOrder(db: Db, orderId: number, memberId?: number): Promise<OrderRecord> {
  const order = await findOrderRecord(db, orderId, memberId);
  if (!order) throw orderNotFound();
  return order;
}

export async function readOrderDetail(db: Db, orderId: number, today: string, memberId?: number): Promise<OrderDetailRecord> {
  const order = await findOrderRecord(db, orderId, memberId);
  if (!order) throw orderNotFound();
  const [history, refund, transferProof, payment, receipts, moveOffer] = await Promise.all([
    listOrderHistory(db, order.id),
    findRefundOf(db, order.id),
    order.transferProofFileId === null ? undefined : findTransferProofFile(db, order.transferProofFileId),
    findPaymentOf(db, order.id),
    listReceiptsOfOrder(db, order.id),
    findOpenOfferRecord(db, order.id),
  ]);
  const check = { ...order, hasRefund: refund !== undefined };
  const refundability = refundabilityOf(check, today);
  return {
    order,
    history,
    transferProof: transferProof ?? null,
    refund: refund ?? null,
    refundQuote: refundability.allowed ? refundability.quote : null,
    allowedActions: allowedActionsOf(check, today),
    payment: payment ?? null,
    receipts,
    moveOffer: moveOffer ?? null,
  };
}

/** `ddcOrder/memberOrderStatistics`: every status present, 0 where there is none. */
export async function orderStatisticsOf(db: Db, memberId: number): Promise<OrderStatistics> {
  const counts = await countOrdersByStatus(db, memberId);
  return Object.fromEntries(ORDER_STATUSES.map((status) => [String(status), counts.get(status) ?? 0])) as OrderStatistics;
}
