import type { OnlinePaymentMethod } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';

/**
 * A card payment provider (D9): `stripe` when `STRIPE_SECRET_KEY` is set, otherwise `sandbox`, a
 * local checkout page of our own. Wire transfers are not a provider: staff confirm them.
 */
export interface CheckoutRequest {
  orderId: number;
  orderSn: string;
  productName: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  customerEmail: string;
  /** Where the provider sends the browser back; `{result}` is not templated, each URL is whole. */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops accepting a payment. */
  expiresAt: Date;
  /** The payer's language, for the provider's page. */
  language: Language;
}

export interface OpenedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/**
 * What closing a checkout found: it can no longer be paid (`expired`, whether by this call or
 * before it), or the provider had already accepted its payment (`completed`), whose event is on
 * its way.
 */
export type CheckoutClosure = 'expired' | 'completed';

export interface CardPaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The ways its checkout offers (`PAYMENT_METHODS`), in the order shown; cards by default. */
  readonly methods: readonly OnlinePaymentMethod[];
  /** The shortest life the provider accepts for a checkout: Stripe's is 30 minutes. */
  readonly minCheckoutMs: number;
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /**
   * Which of the offered ways a captured payment was made by, asked of the provider (Stripe's
   * event about a checkout does not say). Throws when the provider could not be asked.
   */
  paidMethodOf(providerPaymentId: string): Promise<OnlinePaymentMethod>;
  /**
   * Closes an open checkout so that it can no longer be paid; closing a closed one is no error.
   * Throws when the provider could not be asked, or answered that the checkout is still open.
   */
  expireCheckout(sessionId: string): Promise<CheckoutClosure>;
  /**
   * Returns `amount` minor units of a captured payment the way it came (card, Alipay, WeChat Pay). Throws `RefundRefused` when
   * the provider answers that it will not; any other error leaves the outcome unknown. `key` names
   * a refund other than the order's own (a move's price difference, ADR 029), so that the two are never taken for one.
   */
  refund(providerPaymentId: string, amount: number, key?: string): Promise<{ refundId: string }>;
}

/** The provider answered, and its answer is no (the charge is disputed, the card closed…). */
export class RefundRefused extends Error {
  constructor(readonly reason: string) {
    super(`the card provider refused the refund: ${reason}`);
  }
}

/** What a provider's event means for a checkout, whatever the provider. */
export type CardEventOutcome =
  /** The money is captured: the order is paid. */
  | 'paid'
  /** The payment did not go through (e.g. a bank debit bounced). */
  | 'failed'
  /** The checkout closed unpaid. */
  | 'expired'
  /** About a checkout, but nothing to do yet (completed, payment still processing). */
  | 'pending'
  /** A refund that had gone through failed later (the card was closed, say). */
  | 'refundFailed'
  /** Not an event we act on. */
  | 'ignored';

export interface CardEvent {
  eventId: string;
  type: string;
  outcome: CardEventOutcome;
  sessionId: string | null;
  providerPaymentId: string | null;
  /** For `refundFailed`: the provider's refund and why it failed. */
  refund?: { providerRefundId: string; failureReason: string };
}
