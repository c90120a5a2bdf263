import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from '../../../shared/api/orders.ts';
import { RefundRefused, type CardPaymentProvider, type OpenedCheckout } from './card-payment-provider.ts';

/** Stripe accepts a Checkout Session whose `expires_at` is 30 minutes to 24 hours away. */
export const STRIPE_MIN_CHECKOUT_MS = 30 * 60 * 1000;

export interface StripeSettings {
  secretKey: string;
  /** Another API address than Stripe's, e.g. a local stub server in tests. */
  apiUrl?: string;
  /** The ways Checkout offers (`payment_method_types`); cards when unset. */
  methods?: readonly OnlinePaymentMethod[];
}

/** The SDK's client, pointed at `apiUrl` when given (host, port and protocol of the URL). */
export function createStripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const address = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === 'http:' ? 80 : 443),
          protocol: address.protocol === 'http:' ? 'http' : 'https',
          telemetry: false,
        }
      : {}),
  });
}

/**
 * Card payments through Stripe Checkout (D9). The payment itself is reported by the webhook
 * (`payment/stripe/webhook`), never by the browser's return to the site.
 */
export function createStripePaymentProvider(settings: StripeSettings): CardPaymentProvider {
  const stripe = createStripeClient(settings);
  const methods = settings.methods?.length ? [...settings.methods] : (['card'] as OnlinePaymentMethod[]);
  return {
    name: 'stripe',
    methods,
    minCheckoutMs: STRIPE_MIN_CHECKOUT_MS,
    async openCheckout(request): Promise<OpenedCheckout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.productName },
              },
            },
          ],
          client_reference_id: String(request.orderId),
          metadata: { orderId: String(request.orderId), orderSn: request.orderSn },
          payment_intent_data: { metadata: { orderId: String(request.orderId), orderSn: request.orderSn } },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          locale: request.language === 'cn' ? 'zh' : 'en',
          // The API version of the pinned SDK names Checkout's list of methods `allowed_payment_method_types`
          // (earlier versions: `payment_method_types`).
          allowed_payment_method_types: methods,
          // Checkout shows WeChat Pay's QR code in the browser; the app clients need an app id.
          ...(methods.includes('wechat_pay') ? { payment_method_options: { wechat_pay: { client: 'web' as const } } } : {}),
        },
        // A retried request (the SDK retries on network errors with this key) opens one session.
        // One key per opening: two checkouts of an order may end at the same time (its deadline).
        { idempotencyKey: `checkout-${request.orderId}-${randomUUID()}` },
      );
      if (!session.url) throw new Error(`Stripe opened checkout ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async paidMethodOf(providerPaymentId) {
      const intent = await stripe.paymentIntents.retrieve(providerPaymentId, { expand: ['payment_method'] });
      const paymentMethod = intent.payment_method;
      const type = typeof paymentMethod === 'object' && paymentMethod ? paymentMethod.type : intent.payment_method_types[0];
      // A way we do not offer by name (Link pays by card) is a card payment to us.
      return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(type) ? (type as OnlinePaymentMethod) : 'card';
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        // Stripe refuses to expire a session that is no longer open: it expired already, or the
        // payer's payment was accepted first. Its own record says which.
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete') return 'completed';
        if (session.status === 'open') throw error;
        return 'expired';
      }
    },
    async refund(providerPaymentId, amount, key) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          { payment_intent: providerPaymentId, amount },
          // Asked again (a redelivered event whose first handling failed later), Stripe answers the same refund.
          { idempotencyKey: key ? `refund-${providerPaymentId}-${key}` : `refund-${providerPaymentId}-${amount}` },
        );
      } catch (error) {
        // Stripe read the request and said no; a network fault or a 5xx leaves the outcome unknown.
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
          throw new RefundRefused(error.message);
        }
        throw error;
      }
      if (refund.status === 'failed') throw new RefundRefused(refund.failure_reason ?? 'failed');
      return { refundId: refund.id };
    },
  };
}
