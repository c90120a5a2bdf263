import type { CardPaymentProvider, CheckoutClosure } from '../../adapters/payment/card-payment-provider.ts';
import type { Db } from '../../db/database.ts';
import { closeCheckout, listOpenCheckoutsOf, lockOpenCheckoutsOf } from '../../db/repositories/payment-checkout-repository.ts';
import type { PaymentLog } from './settle-checkout.ts';

/**
 * What the provider answered for each checkout of an order when asked to close it, by checkout id;
 * `unreached` when it could not be asked (a network fault, a 5xx) or said the checkout is still open.
 */
export type ProviderClosures = ReadonlyMap<number, CheckoutClosure | 'unreached'>;

/**
 * The order's payment deadline has passed: every checkout of it still open is closed at the
 * provider (Stripe's expire call), so that no payment can start after it (ADR 017). Run it before
 * the transaction that closes the order, so that no lock is held while the provider answers. A
 * checkout of another provider (the keys changed since) cannot be reached, and counts as closed.
 */
export async function expireCheckoutsAtProvider(
  deps: { db: Db; provider: CardPaymentProvider; log?: PaymentLog },
  orderId: number,
): Promise<ProviderClosures> {
  const closures = new Map<number, CheckoutClosure | 'unreached'>();
  for (const checkout of await listOpenCheckoutsOf(deps.db, orderId)) {
    if (checkout.provider !== deps.provider.name) {
      closures.set(checkout.id, 'expired');
      continue;
    }
    try {
      closures.set(checkout.id, await deps.provider.expireCheckout(checkout.providerSessionId));
    } catch (error) {
      deps.log?.warn({ err: error, orderId, checkoutId: checkout.id }, 'A checkout could not be closed at its payment deadline; it is tried again');
      closures.set(checkout.id, 'unreached');
    }
  }
  return closures;
}

/**
 * Inside the transaction that closes the order, with the order locked: marks expired the open
 * checkouts the provider closed. A checkout whose payment the provider had accepted, one it could
 * not close and one opened since it was asked keep the order `waiting`, unless `waitOver`: then
 * they are marked expired too, and a payment of theirs that still comes is refunded
 * (`settlePaidCheckout`).
 */
export async function closeCheckoutsAtDeadline(
  tx: Db,
  orderId: number,
  closures: ProviderClosures,
  options: { now: Date; waitOver: boolean },
): Promise<'closed' | 'waiting'> {
  const open = await lockOpenCheckoutsOf(tx, orderId);
  const waiting = open.some((checkout) => closures.get(checkout.id) !== 'expired');
  if (waiting && !options.waitOver) return 'waiting';
  for (const checkout of open) await closeCheckout(tx, checkout.id, 'expired', options.now);
  return 'closed';
}
