import type { Env } from '../../env.ts';
import type { CardPaymentProvider } from './card-payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';

/** Stripe when a secret key is set, otherwise the local sandbox (D9); Stripe's SDK is loaded only then. */
export async function createCardPaymentProvider(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'> & Partial<Pick<Env, 'PAYMENT_METHODS'>>,
): Promise<CardPaymentProvider> {
  const methods = env.PAYMENT_METHODS ?? ['card'];
  if (env.STRIPE_SECRET_KEY) {
    const { createStripePaymentProvider } = await import('./stripe-payment-provider.ts');
    return createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL, methods });
  }
  return createSandboxPaymentProvider(methods);
}
