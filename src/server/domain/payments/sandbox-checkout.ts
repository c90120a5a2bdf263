import { randomBytes } from 'node:crypto';
import type { OnlinePaymentMethod, SandboxCheckout, SandboxOutcome } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import { findMemberCheckout } from '../../db/repositories/payment-checkout-repository.ts';
import { ApiError, FieldValidationError, notFound } from '../../http/errors.ts';
import { paymentReturnUrl } from './checkout.ts';
import { lockCheckout, settlePaidCheckout, settleUnpaidCheckout, type SettleDeps } from './settle-checkout.ts';

/** The sandbox checkout page's view of a checkout: the member's own only, else 404. */
export async function readSandboxCheckout(
  db: Db,
  memberId: number,
  sessionId: string,
  language: Language,
  now: Date,
  methods: readonly OnlinePaymentMethod[],
): Promise<SandboxCheckout> {
  const found = await findMemberCheckout(db, 'sandbox', sessionId, memberId);
  if (!found) throw notFound('checkoutNotFound');
  const { checkout, order } = found;
  return {
    id: checkout.providerSessionId,
    orderId: order.id,
    orderSn: order.orderSn,
    productName: language === 'cn' ? order.productNameZh : order.productNameEn,
    amount: checkout.amount,
    currency: checkout.currency,
    // An open checkout past its time can no longer be paid, whether or not a sweeper closed it.
    status: checkout.status === 'open' && checkout.expiresAt <= now ? 'expired' : checkout.status,
    expiresAt: checkout.expiresAt.toISOString(),
    methods: [...methods],
  };
}

const RESULT_OF = { success: 'success', failure: 'failure', cancel: 'cancel' } as const;

/**
 * The payer's choice on the sandbox page (D9), as a provider would report it: success pays the
 * order through `receivePayment` by the way chosen (one the provider offers, else 400); failure
 * and cancel close the checkout and put the order back to pending payment. Only the member's
 * open, unexpired checkout can complete (404, 409 otherwise).
 */
export async function completeSandboxCheckout(
  deps: SettleDeps & { db: Db },
  memberId: number,
  sessionId: string,
  choice: { outcome: SandboxOutcome; method: OnlinePaymentMethod },
): Promise<{ redirectUrl: string }> {
  const { outcome, method } = choice;
  if (!deps.provider.methods.includes(method)) {
    throw new FieldValidationError([{ field: 'method', messageKey: 'paymentMethodNotOffered' }], 'paymentMethodNotOffered');
  }
  const found = await findMemberCheckout(deps.db, 'sandbox', sessionId, memberId);
  if (!found) throw notFound('checkoutNotFound');

  await deps.db.transaction(async (tx) => {
    const checkout = await lockCheckout(tx, 'sandbox', sessionId);
    if (!checkout || checkout.status !== 'open' || checkout.expiresAt <= deps.now) {
      throw new ApiError(409, 'checkoutClosed');
    }
    if (outcome === 'success') {
      const settled = await settlePaidCheckout(tx, { ...deps, refundIfNotPayable: false }, checkout, { providerPaymentId: sandboxPaymentId(), method });
      if (settled !== 'paid') throw new ApiError(409, 'orderStatusConflict');
    } else {
      await settleUnpaidCheckout(tx, deps, checkout, outcome === 'failure' ? 'failed' : 'cancelled');
    }
  });
  // A path of this site: the sandbox page is on it, whatever address the parent came by.
  return { redirectUrl: paymentReturnUrl('', RESULT_OF[outcome], found.order.id) };
}

function sandboxPaymentId(): string {
  return `sbxpi_${randomBytes(12).toString('hex')}`;
}
