import { holdClosedMail, orderCreatedMail, type BankDetails } from '../../adapters/mail/order-templates.ts';
import { timeInZone } from '../../adapters/mail/consulting-templates.ts';
import { orderPaidMail, transferRejectedMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import type { ReceiptRow } from '../../db/repositories/receipt-repository.ts';
import { findOrderRecord } from '../../db/repositories/order-repository.ts';
import type { Env } from '../../env.ts';
import { notify } from '../notifications/notify.ts';

/** The portal page of one order, which a notification about it opens. */
export const orderLinkOf = (orderId: number) => `/order-detail?id=${orderId}`;

/**
 * Tells the parent, in their language, that an order is paid and what it came to (D29), in the
 * payment's transaction; the receipt goes with the mail as a PDF.
 */
export async function notifyOrderPaid(tx: Db, orderId: number, now: Date, receipt: Pick<ReceiptRow, 'id' | 'total' | 'currency' | 'method'>): Promise<void> {
  const order = await findOrderRecord(tx, orderId);
  if (!order) return;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'paymentReceived',
      link: orderLinkOf(orderId),
      receiptId: receipt.id,
      build: ({ name, language }) =>
        orderPaidMail(
          {
            name,
            orderSn: order.orderSn,
            productName: language === 'cn' ? order.productNameZh : order.productNameEn,
            childName: order.childName,
            amount: receipt.total,
            currency: receipt.currency,
            method: receipt.method,
          },
          language,
        ),
    },
    now,
  );
}

/** Tells the parent why a transfer's receipt was not accepted, in the rejection's transaction. */
export async function notifyTransferRejected(tx: Db, orderId: number, reason: string, held: { until: Date; timeZone: string }, now: Date): Promise<void> {
  const order = await findOrderRecord(tx, orderId);
  if (!order) return;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'transferRejected',
      link: orderLinkOf(orderId),
      build: ({ name, language }) => transferRejectedMail({ name, orderSn: order.orderSn, reason, heldUntil: timeInZone(held.until, held.timeZone, language) }, language),
    },
    now,
  );
}

/** Tells the parent what an order costs, by when to pay, and how to pay by transfer (D26, D29), in the order's transaction. */
export async function notifyOrderCreated(tx: Db, orderId: number, details: { bank: BankDetails; timeZone: string; transferDays: number; now: Date }): Promise<void> {
  const order = await findOrderRecord(tx, orderId);
  if (!order?.expiresAt) return;
  const deadline = order.expiresAt;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'orderCreated',
      link: orderLinkOf(orderId),
      build: ({ name, language }) =>
        orderCreatedMail(
          {
            name,
            orderSn: order.orderSn,
            productName: language === 'cn' ? order.productNameZh : order.productNameEn,
            childName: order.childName,
            amount: order.payAmount,
            currency: order.currency,
            deadline,
            timeZone: details.timeZone,
            transferDays: details.transferDays,
            bank: details.bank,
          },
          language,
        ),
    },
    details.now,
  );
}

/** Tells the parent an unpaid order closed when its time to pay ran out, in the closing transaction. */
export async function notifyOrderClosed(tx: Db, orderId: number, now: Date): Promise<void> {
  const order = await findOrderRecord(tx, orderId);
  if (!order) return;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'orderClosed',
      link: orderLinkOf(orderId),
      build: ({ name, language }) =>
        holdClosedMail({ name, orderSn: order.orderSn, productName: language === 'cn' ? order.productNameZh : order.productNameEn }, language),
    },
    now,
  );
}

/** The academy's account for transfers (D9), as configured. */
export const bankDetailsOf = (env: Pick<Env, 'BANK_BENEFICIARY' | 'BANK_NAME' | 'BANK_ACCOUNT' | 'BANK_SWIFT' | 'BANK_ADDRESS'>): BankDetails => ({
  beneficiary: env.BANK_BENEFICIARY,
  bank: env.BANK_NAME,
  account: env.BANK_ACCOUNT,
  swift: env.BANK_SWIFT,
  address: env.BANK_ADDRESS,
});
