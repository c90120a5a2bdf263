import { OrderStatus, type PaymentResult } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import type { CardPaymentProvider, OpenedCheckout } from '../../adapters/payment/card-payment-provider.ts';
import type { Db } from '../../db/database.ts';
import { changeOrderStatus, type OrderRow } from '../../db/repositories/order-repository.ts';
import {
  closeCheckout,
  insertCheckout,
  lockOpenCheckoutsOf,
} from '../../db/repositories/payment-checkout-repository.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../http/errors.ts';

/** No provider keeps a checkout open for longer than Stripe's 24 hours. */
export const MAX_CHECKOUT_MS = 24 * 60 * 60 * 1000;
/**
 * How long past its payment deadline an order keeps its seat for a payment the card provider had
 * accepted before the portal closed the checkout, while that payment's event is on its way. The
 * parent is never shown it as time left to pay (ADR 017).
 */
export const CHECKOUT_GRACE_MS = 5 * 60 * 1000;

const PAYABLE_BY_CARD: readonly number[] = [OrderStatus.PendingPayment, OrderStatus.InPayment];

export interface CheckoutDeps {
  db: Db;
  provider: CardPaymentProvider;
  env: Env;
  now: Date;
}

/** Where the provider sends the browser back: the `/stripe-callback` page with the outcome. */
export function paymentReturnUrl(base: string, result: PaymentResult, orderId: number): string {
  return `${base.replace(/\/+$/, '')}/stripe-callback?result=${result}&orderId=${orderId}`;
}

/**
 * `PUBLIC_URL`, which Stripe requires; without it (the sandbox) the links are paths on this site.
 * Never the request's Host header, which the caller chooses.
 */
export function publicBaseOf(env: Pick<Env, 'PUBLIC_URL'>): string {
  return (env.PUBLIC_URL ?? '').replace(/\/+$/, '');
}

/**
 * An order is paid by its payment deadline, set when it was placed (ADR 017): a card checkout
 * opens only before it, and never moves it. Answers the deadline; 409 once it has passed.
 */
export function paymentDeadlineOf(order: Pick<OrderRow, 'expiresAt'>, now: Date): Date {
  if (!order.expiresAt || order.expiresAt <= now) throw new ApiError(409, 'paymentTimeOver');
  return order.expiresAt;
}

/**
 * When a new checkout stops taking a payment: at the order's payment deadline, unless the provider
 * keeps a checkout open for longer (Stripe, 30 minutes at least), at most 24 hours. A checkout that
 * outlives the deadline is closed at the provider when the deadline passes (`order-maintenance.ts`).
 */
export function checkoutExpiryFor(deadline: Date, provider: Pick<CardPaymentProvider, 'minCheckoutMs'>, now: Date): Date {
  const expiry = Math.max(deadline.getTime(), now.getTime() + provider.minCheckoutMs);
  return new Date(Math.min(expiry, now.getTime() + MAX_CHECKOUT_MS));
}

/**
 * Opens a card checkout for an order in status 0 or 7 (closing any open one first), moves it to
 * 7, records the checkout row; returns the URL to send the browser to. In one transaction apart
 * from the provider call. The order's payment deadline stays as it is. Throws ApiError 409
 * 'orderStatusConflict' from other statuses, 'paymentTimeOver' after the deadline.
 */
export async function openCardCheckout(
  deps: CheckoutDeps,
  order: OrderRow,
  customerEmail: string,
  language: Language,
): Promise<{ checkoutUrl: string }> {
  if (!PAYABLE_BY_CARD.includes(order.status)) throw new ApiError(409, 'orderStatusConflict');
  const { db, provider, env, now } = deps;
  const base = publicBaseOf(env);
  const expiresAt = checkoutExpiryFor(paymentDeadlineOf(order, now), provider, now);

  const opened = await provider.openCheckout({
    orderId: order.id,
    orderSn: order.orderSn,
    productName: language === 'cn' ? order.productNameZh : order.productNameEn,
    amount: order.payAmount,
    currency: order.currency,
    customerEmail,
    successUrl: paymentReturnUrl(base, 'success', order.id),
    cancelUrl: paymentReturnUrl(base, 'cancel', order.id),
    expiresAt,
    language,
  });

  let recorded: boolean;
  try {
    recorded = await db.transaction(async (tx) => {
      const change = await changeOrderStatus(tx, {
        orderId: order.id,
        from: [OrderStatus.PendingPayment, OrderStatus.InPayment],
        to: OrderStatus.InPayment,
        actor: 'member',
        actorId: order.memberId,
        event: 'cardCheckoutStarted',
        now,
      });
      if (!change.changed) return false;
      await closeOpenCheckouts({ db: tx, provider, now }, order.id);
      await insertCheckout(tx, {
        orderId: order.id,
        provider: provider.name,
        providerSessionId: opened.sessionId,
        status: 'open',
        amount: order.payAmount,
        currency: order.currency,
        url: opened.url,
        createdAt: now,
        expiresAt: opened.expiresAt,
      });
      return true;
    });
  } catch (error) {
    await expireQuietly(provider, opened);
    throw error;
  }
  if (!recorded) {
    // The order moved on (paid, cancelled, proof uploaded) while the checkout was being opened.
    await expireQuietly(provider, opened);
    throw new ApiError(409, 'orderStatusConflict');
  }
  return { checkoutUrl: opened.url };
}

/**
 * Closes (provider.expireCheckout + row status 'cancelled') every open checkout of the order.
 * Call it inside your transaction when the order leaves status 7 for 0/4/6 by the parent's act.
 */
export async function closeOpenCheckouts(
  deps: { db: Db; provider: CardPaymentProvider; now: Date },
  orderId: number,
): Promise<void> {
  const open = await lockOpenCheckoutsOf(deps.db, orderId);
  for (const checkout of open) {
    // A checkout of another provider (the keys changed since) cannot be reached; its row closes.
    if (checkout.provider === deps.provider.name) await deps.provider.expireCheckout(checkout.providerSessionId);
    await closeCheckout(deps.db, checkout.id, 'cancelled', deps.now);
  }
}

/** A checkout that we could not record must not stay payable; if closing fails, it expires by itself. */
async function expireQuietly(provider: CardPaymentProvider, opened: OpenedCheckout): Promise<void> {
  try {
    await provider.expireCheckout(opened.sessionId);
  } catch {
    // Stripe closes it at `expires_at` anyway, and a late payment of it is refunded.
  }
}
