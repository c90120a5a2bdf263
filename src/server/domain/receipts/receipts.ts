import { receiptNumberOf, type PaidMethod } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import { receiptFileName, renderReceiptPdf, type ReceiptContent } from '../../adapters/documents/receipt-pdf.ts';
import { senderOf } from '../../adapters/mail/mailer.ts';
import { BRAND } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import type { OrderRow } from '../../db/repositories/order-repository.ts';
import { findPaymentOf } from '../../db/repositories/payment-repository.ts';
import { findReceiptForPrint, insertReceipt, listReceiptsOfOrder, type ReceiptRow } from '../../db/repositories/receipt-repository.ts';
import type { RefundRow } from '../../db/repositories/refund-repository.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * The receipt of an order's payment (D26), in the payment's transaction: the full tuition, the
 * discount that brought it to what the order charged, the fee and the total, as they stand now.
 */
export function issuePaymentReceipt(
  tx: Db,
  payment: { order: OrderRow; listPrice: number; method: PaidMethod; now: Date },
): Promise<ReceiptRow> {
  const { order } = payment;
  const listTuition = Math.max(payment.listPrice, order.tuitionAmount);
  return insertReceipt(tx, {
    kind: 'payment',
    orderId: order.id,
    currency: order.currency,
    listTuition,
    discount: listTuition - order.tuitionAmount,
    applicationFee: order.applicationFee,
    total: order.payAmount,
    method: payment.method,
    paidAt: payment.now,
    issuedAt: payment.now,
  });
}

/**
 * The receipt of a refund that has gone back (D10), in the refund's transaction: the payment's
 * figures again, with the amount and percent returned, by the way the payment came.
 */
export async function issueRefundReceipt(tx: Db, refund: RefundRow, order: OrderRow, now: Date): Promise<ReceiptRow> {
  const [paid, payment] = await Promise.all([listReceiptsOfOrder(tx, order.id), findPaymentOf(tx, order.id)]);
  const paymentReceipt = paid.find((receipt) => receipt.kind === 'payment');
  return insertReceipt(tx, {
    kind: 'refund',
    orderId: order.id,
    refundId: refund.id,
    currency: refund.currency,
    listTuition: paymentReceipt?.listTuition ?? order.tuitionAmount,
    discount: paymentReceipt?.discount ?? 0,
    applicationFee: order.applicationFee,
    total: order.payAmount,
    refundAmount: refund.amount,
    refundPercent: refund.percent,
    method: payment?.method ?? (refund.method === 'offline' ? 'transfer' : 'card'),
    paidAt: now,
    issuedAt: now,
  });
}

export const receiptNotFound = () => new ApiError(404, 'receiptNotFound');

/**
 * A receipt as a PDF: the parent's own (`memberId`; anyone else's is not found, 404), or any
 * for staff. In the language asked for, else the parent's.
 */
export async function printReceipt(
  db: Db,
  env: Pick<Env, 'ACADEMY_TIME_ZONE' | 'ACADEMY_LEGAL_NAME' | 'ACADEMY_ADDRESS' | 'MAIL_FROM'>,
  receiptId: number,
  options: { memberId?: number; language?: Language },
): Promise<{ fileName: string; pdf: Buffer }> {
  const found = await findReceiptForPrint(db, receiptId, options.memberId);
  if (!found) throw receiptNotFound();
  const language = options.language ?? found.parent.language;
  const number = receiptNumberOf(found.receipt.sequence);
  const pdf = await renderReceiptPdf(receiptContentOf(found, env, language), language);
  return { fileName: receiptFileName(number), pdf };
}

function receiptContentOf(
  { receipt, order, parent }: NonNullable<Awaited<ReturnType<typeof findReceiptForPrint>>>,
  env: Pick<Env, 'ACADEMY_TIME_ZONE' | 'ACADEMY_LEGAL_NAME' | 'ACADEMY_ADDRESS' | 'MAIL_FROM'>,
  language: Language,
): ReceiptContent {
  return {
    academy: { name: BRAND[language], legalName: env.ACADEMY_LEGAL_NAME, address: env.ACADEMY_ADDRESS, email: senderOf(env.MAIL_FROM).address },
    kind: receipt.kind,
    number: receiptNumberOf(receipt.sequence),
    orderSn: order.orderSn,
    parentName: parent.nickname || parent.username,
    parentEmail: parent.email,
    childName: order.childName,
    courseName: (language === 'cn' ? order.productNameZh : order.productNameEn) || order.productNameEn || order.productNameZh,
    currency: receipt.currency,
    listTuition: receipt.listTuition,
    discount: receipt.discount,
    applicationFee: receipt.applicationFee,
    total: receipt.total,
    method: receipt.method,
    paidAt: receipt.paidAt,
    issuedAt: receipt.issuedAt,
    refund: receipt.kind === 'refund' && receipt.refundAmount !== null ? { amount: receipt.refundAmount, percent: receipt.refundPercent ?? 0 } : null,
    timeZone: env.ACADEMY_TIME_ZONE,
  };
}
