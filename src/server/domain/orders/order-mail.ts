import { orderPaidMail, transferRejectedMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import { findOrderRecord } from '../../db/repositories/order-repository.ts';
import { notify } from '../notifications/notify.ts';

/** The portal page of one order, which a notification about it opens. */
export const orderLinkOf = (orderId: number) => `/order-detail?id=${orderId}`;

/** Tells the parent, in their language, that an order is paid (D29), in the payment's transaction. */
export async function notifyOrderPaid(tx: Db, orderId: number, now: Date): Promise<void> {
  const order = await findOrderRecord(tx, orderId);
  if (!order) return;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'paymentReceived',
      link: orderLinkOf(orderId),
      build: ({ name, language }) =>
        orderPaidMail(
          { name, orderSn: order.orderSn, productName: language === 'cn' ? order.productNameZh : order.productNameEn, childName: order.childName },
          language,
        ),
    },
    now,
  );
}

/** Tells the parent why a transfer's receipt was not accepted, in the rejection's transaction. */
export async function notifyTransferRejected(tx: Db, orderId: number, reason: string, holdMinutes: number, now: Date): Promise<void> {
  const order = await findOrderRecord(tx, orderId);
  if (!order) return;
  await notify(
    tx,
    {
      memberId: order.memberId,
      kind: 'transferRejected',
      link: orderLinkOf(orderId),
      build: ({ name, language }) => transferRejectedMail({ name, orderSn: order.orderSn, reason, holdMinutes }, language),
    },
    now,
  );
}
