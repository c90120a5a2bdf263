import type { CardEvent } from '../../adapters/payment/card-payment-provider.ts';
import type { Db } from '../../db/database.ts';
import type { CheckoutProvider } from '../../db/repositories/payment-checkout-repository.ts';
import { claimPaymentEvent } from '../../db/repositories/payment-event-repository.ts';
import { failRefund } from '../../db/repositories/refund-repository.ts';
import { lockCheckout, settlePaidCheckout, settleUnpaidCheckout, type SettleDeps } from './settle-checkout.ts';

export type CardEventResult = 'duplicate' | 'ignored' | 'unknownCheckout' | 'handled';

/**
 * A provider's event about a checkout (D9), handled once: the event is claimed in
 * `payment_events` in the same transaction as its effect, so a redelivery, even a concurrent one,
 * changes nothing; a failure leaves it unclaimed for the provider's next delivery.
 */
export async function handleCardEvent(
  deps: SettleDeps & { db: Db },
  provider: CheckoutProvider,
  event: CardEvent,
): Promise<CardEventResult> {
  // Asked before the transaction, which holds no lock while the provider answers. A failure leaves
  // the event unclaimed, so the provider delivers it again.
  const method = event.outcome === 'paid' && event.providerPaymentId ? await deps.provider.paidMethodOf(event.providerPaymentId) : 'card';
  return deps.db.transaction(async (tx): Promise<CardEventResult> => {
    const claimed = await claimPaymentEvent(tx, {
      provider,
      eventId: event.eventId,
      type: event.type,
      receivedAt: deps.now,
    });
    if (!claimed) return 'duplicate';
    if (event.outcome === 'refundFailed') {
      if (!event.refund) return 'ignored';
      const { providerRefundId, failureReason } = event.refund;
      const failed = await failRefund(tx, { providerRefundId }, { reason: failureReason, now: deps.now });
      if (failed) deps.log.warn({ provider, orderId: failed.orderId, providerRefundId, failureReason }, 'A card refund failed after it was sent');
      return failed ? 'handled' : 'ignored';
    }
    if (event.outcome === 'ignored' || event.outcome === 'pending' || !event.sessionId) return 'ignored';

    const checkout = await lockCheckout(tx, provider, event.sessionId);
    if (!checkout) {
      deps.log.warn({ provider, eventId: event.eventId, sessionId: event.sessionId }, 'A payment event names no checkout of ours');
      return 'unknownCheckout';
    }
    if (event.outcome === 'paid') {
      if (!event.providerPaymentId) throw new Error(`Event ${event.eventId} reports a payment without its id`);
      await settlePaidCheckout(tx, { ...deps, refundIfNotPayable: true }, checkout, { providerPaymentId: event.providerPaymentId, method });
    } else {
      await settleUnpaidCheckout(tx, deps, checkout, event.outcome);
    }
    return 'handled';
  });
}
