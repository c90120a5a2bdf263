import { randomBytes } from 'node:crypto';
import type { OnlinePaymentMethod } from '../../../shared/api/orders.ts';
import type { CardPaymentProvider } from './card-payment-provider.ts';

/**
 * The default card provider (D9): our own checkout page at `/sandbox-checkout`, where the payer
 * chooses one of the offered ways (card, Alipay, WeChat Pay), then success, failure or cancel. Its
 * state lives in `payment_checkouts`; the page's calls are `payment/sandbox/…`. No money moves, so
 * a fresh machine can buy a course with no keys.
 */
export function createSandboxPaymentProvider(methods: readonly OnlinePaymentMethod[] = ['card']): CardPaymentProvider {
  return {
    name: 'sandbox',
    methods,
    // No provider's rule to follow: a checkout can end exactly when the order's time to pay does.
    minCheckoutMs: 0,
    async openCheckout(request) {
      const sessionId = `sbx_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: `/sandbox-checkout?session=${sessionId}`, expiresAt: request.expiresAt };
    },
    async expireCheckout() {
      // The sandbox's checkout is its row, which the caller closes with the row locked: a payment
      // made before that has already completed the row (and paid the order), one after it is refused.
      return 'expired';
    },
    async paidMethodOf() {
      // The page's choice is the payment's method, recorded as the page pays.
      return 'card';
    },
    async refund() {
      return { refundId: `sbxre_${randomBytes(12).toString('hex')}` };
    },
  };
}
