import type { Mailer } from '../../adapters/mail/mailer.ts';
import { orderPaidMail, transferRejectedMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import { findOrderRecord } from '../../db/repositories/order-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';

interface MailDeps {
  db: Db;
  mailer: Mailer;
}

async function recipientOf(db: Db, orderId: number) {
  const order = await findOrderRecord(db, orderId);
  const user = order && (await findUserById(db, order.memberId));
  return order && user ? { order, user, name: user.nickname || user.username } : undefined;
}

/**
 * Tells the parent, in their language, that an order is paid (D15). Call it after the payment's
 * transaction committed, by card or by a confirmed transfer; a failure to send changes nothing.
 */
export async function sendOrderPaidMail(deps: MailDeps, orderId: number): Promise<void> {
  const found = await recipientOf(deps.db, orderId);
  if (!found) return;
  const { order, user, name } = found;
  const productName = user.language === 'cn' ? order.productNameZh : order.productNameEn;
  await deps.mailer.send({
    to: user.email,
    ...orderPaidMail({ name, orderSn: order.orderSn, productName, childName: order.childName }, user.language),
  });
}

export async function sendTransferRejectedMail(deps: MailDeps, orderId: number, reason: string, holdMinutes: number): Promise<void> {
  const found = await recipientOf(deps.db, orderId);
  if (!found) return;
  const { order, user, name } = found;
  await deps.mailer.send({ to: user.email, ...transferRejectedMail({ name, orderSn: order.orderSn, reason, holdMinutes }, user.language) });
}
