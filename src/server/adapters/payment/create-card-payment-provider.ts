import type { Env } from '../../env.ts';
import type { CardPaymentProvider } from './card-payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

/** Stripe when a secret key is set, otherwise the local sandbox (D9). */
export function createCardPaymentProvider(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): CardPaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    return createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
  }
  return createSandboxPaymentProvider();
}
