import type Stripe from 'stripe';
import type { CardEvent, CardEventOutcome } from './card-payment-provider.ts';

/** The event's signature is wrong or too old: it did not come from Stripe, or was replayed. */
export class InvalidWebhookSignature extends Error {}

/**
 * Verifies a Stripe webhook delivery against the endpoint's secret (the raw body, byte for byte,
 * and a timestamp within Stripe's five minutes) and reads what it means. The SDK is loaded on the
 * first delivery, so that a portal without Stripe never loads it.
 */
export async function readStripeWebhook(rawBody: Buffer, signature: string | undefined, secret: string): Promise<CardEvent> {
  const { default: Stripe } = await import('stripe');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookSignature(error.message);
    throw error;
  }
  return cardEventOf(event);
}

function cardEventOf(event: Stripe.Event): CardEvent {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const paymentIntent = session.payment_intent;
      return {
        ...base,
        outcome: outcomeOf(event.type, session.payment_status),
        sessionId: session.id,
        providerPaymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
      };
    }
    case 'charge.refund.updated': {
      const refund = event.data.object;
      if (refund.status !== 'failed') break;
      const paymentIntent = refund.payment_intent;
      return {
        ...base,
        outcome: 'refundFailed',
        sessionId: null,
        providerPaymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
        refund: { providerRefundId: refund.id, failureReason: refund.failure_reason ?? 'failed' },
      };
    }
    default:
      break;
  }
  return { ...base, outcome: 'ignored', sessionId: null, providerPaymentId: null };
}

function outcomeOf(type: string, paymentStatus: string): CardEventOutcome {
  if (type === 'checkout.session.expired') return 'expired';
  if (type === 'checkout.session.async_payment_failed') return 'failed';
  if (type === 'checkout.session.async_payment_succeeded') return 'paid';
  // `completed` with a delayed payment method says `unpaid`; its result comes as an async event.
  return paymentStatus === 'paid' ? 'paid' : 'pending';
}
