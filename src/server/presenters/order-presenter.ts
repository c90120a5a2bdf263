import { fileUrlOf } from '../../shared/api/accounts.ts';
import {
  receiptNumberOf,
  type BankDetails,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderList,
  type OrderStatusCode,
  type OrderSummary,
  type PayTypeCode,
  type RefundAnswer,
} from '../../shared/api/orders.ts';
import type { Language } from '../../shared/language.ts';
import type { MoveOfferDto } from '../../shared/api/course-moves.ts';
import type { OpenOfferRecord } from '../db/repositories/course-move-repository.ts';
import type { OrderHistoryRow, OrderRecord } from '../db/repositories/order-repository.ts';
import type { RefundRow } from '../db/repositories/refund-repository.ts';
import type { OrderDetailRecord } from '../domain/orders/order-reads.ts';
import type { Env } from '../env.ts';
import { isMessageKey, translate } from '../http/messages.ts';
import { textOf } from '../../shared/localised-text.ts';
import { presentClassSize } from './class-size-presenter.ts';

/** What a parent sees of an order; the member id, idempotency key and fingerprint stay here. */
export function presentOrderSummary(order: OrderRecord, language: Language): OrderSummary {
  return {
    id: order.id,
    orderSn: order.orderSn,
    status: order.status as OrderStatusCode,
    payType: order.payType as PayTypeCode,
    productId: order.productId,
    productName: textOf(order, 'productName', language),
    productPic: order.productPic,
    productCategoryId: order.productCategoryId,
    courseType: order.courseType,
    courseTypeName: textOf(order, 'categoryName', language),
    childId: order.childId,
    childName: order.childName,
    currency: order.currency,
    tuitionAmount: order.tuitionAmount,
    applicationFee: order.applicationFee,
    payAmount: order.payAmount,
    firstClassDate: order.firstClassDate,
    createTime: order.createdAt.toISOString(),
    expiresAt: order.expiresAt?.toISOString() ?? null,
    paymentTime: order.paidAt?.toISOString() ?? null,
    classSize: order.classSize ? presentClassSize(order.classSize) : null,
  };
}

export function presentOrderPage(page: { total: number; rows: OrderRecord[] }, language: Language): OrderList {
  return { total: page.total, list: page.rows.map((row) => presentOrderSummary(row, language)) };
}

/** The event's sentence in the reader's language, then what staff wrote ("Transfer not accepted: …"). */
function historyNoteOf(row: OrderHistoryRow, language: Language): string {
  const event = row.event && isMessageKey(row.event) ? translate(row.event, language) : '';
  if (event && row.note) return `${event}${language === 'cn' ? '：' : ': '}${row.note}`;
  return event || row.note;
}

function presentHistory(row: OrderHistoryRow, language: Language): OrderHistoryEntry {
  return {
    fromStatus: row.fromStatus as OrderStatusCode | null,
    toStatus: row.toStatus as OrderStatusCode,
    actor: row.actor,
    note: historyNoteOf(row, language),
    createTime: row.createdAt.toISOString(),
  };
}

function presentRefund(refund: RefundRow) {
  return {
    percent: refund.percent,
    amount: refund.amount,
    method: refund.method,
    status: refund.status,
    requestTime: refund.requestedAt.toISOString(),
    completeTime: refund.completedAt?.toISOString() ?? null,
  };
}

export function presentOrderDetail(detail: OrderDetailRecord, language: Language): OrderDetail {
  const { order, transferProof, refund, refundQuote } = detail;
  return {
    ...presentOrderSummary(order, language),
    answers: order.answers,
    history: detail.history.map((row) => presentHistory(row, language)),
    allowedActions: detail.allowedActions,
    rejectionReason: order.rejectionReason,
    transferProof: transferProof && {
      fileKey: transferProof.key,
      url: fileUrlOf(transferProof.key),
      originalName: transferProof.originalName,
      uploadTime: transferProof.createdAt.toISOString(),
    },
    refund: refund && presentRefund(refund),
    refundQuote: refundQuote && { daysBefore: refundQuote.daysBefore, percent: refundQuote.percent, amount: refundQuote.amount },
    paidMethod: detail.payment?.method ?? null,
    receipts: detail.receipts.map((receipt) => ({
      id: receipt.id,
      kind: receipt.kind,
      number: receiptNumberOf(receipt.sequence),
      amount: receipt.kind === 'refund' ? (receipt.refundAmount ?? 0) : receipt.total,
      issueTime: receipt.issuedAt.toISOString(),
    })),
    moveOffer: detail.moveOffer && presentMoveOffer(detail.moveOffer, language),
  };
}

function presentMoveOffer(record: OpenOfferRecord, language: Language): MoveOfferDto {
  const { move } = record;
  return {
    id: move.id,
    status: move.status,
    toProductId: move.toProductId,
    toProductName: language === 'cn' ? record.toNameZh || record.toNameEn : record.toNameEn,
    toStartDate: record.toStartDate,
    expireTime: (move.expiresAt ?? move.createdAt).toISOString(),
    priceDifference: move.priceDifference,
    differencePolicy: move.differencePolicy,
  };
}

export function presentRefundAnswer(detail: OrderDetailRecord, refund: RefundRow, language: Language): RefundAnswer {
  return { order: presentOrderDetail(detail, language), amount: refund.amount, percent: refund.percent };
}

/** The academy's bank account (D9), with the order's reference when there is one. */
export function presentBankDetails(env: Env, orderSn: string | null, language: Language): BankDetails {
  return {
    beneficiary: env.BANK_BENEFICIARY,
    bank: env.BANK_NAME,
    account: env.BANK_ACCOUNT,
    swift: env.BANK_SWIFT,
    address: env.BANK_ADDRESS,
    referenceHint: orderSn
      ? translate('transferReferenceHint', language, { orderSn })
      : translate('transferReferenceHintGeneral', language),
  };
}
