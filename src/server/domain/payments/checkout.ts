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

/** Stripe accepts a checkout that lasts between 30 minutes and 24 hours. */
export const MIN_CHECKOUT_MS = 30 * 60 * 1000;
export const MAX_CHECKOUT_MS = 24 * 60 * 60 * 1000;
/**
 * The order's hold outlives its checkout by this much, so that the hold sweeper never closes an
 * order whose checkout can still be paid, nor one whose payment is on its way to the webhook.
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
 * When a new checkout stops taking a payment: at least Stripe's 30 minutes, and no sooner than
 * the order's seat hold ends, at most 24 hours. An order already in payment holds its seat for the
 * open checkout plus the grace, so that grace is not counted as hold again.
 */
export function checkoutExpiryFor(order: Pick<OrderRow, 'status' | 'expiresAt'>, now: Date): Date {
  const grace = order.status === OrderStatus.InPayment ? CHECKOUT_GRACE_MS : 0;
  const holdEnd = order.expiresAt ? order.expiresAt.getTime() - grace : 0;
  const expiry = Math.max(now.getTime() + MIN_CHECKOUT_MS, holdEnd);
  return new Date(Math.min(expiry, now.getTime() + MAX_CHECKOUT_MS));
}

/**
 * D22: a checkout, and the hold of its grace after it, must end by the order's `holdEndsBy`.
 * Reopening the checkout again and again therefore cannot keep a seat held: once a new checkout
 * would outlive that limit, the card is refused (409) and the hold runs out as it would.
 */
export function assertCheckoutWithinHoldLimit(order: Pick<OrderRow, 'holdEndsBy'>, checkoutEnd: Date): void {
  if (order.holdEndsBy && checkoutEnd.getTime() + CHECKOUT_GRACE_MS > order.holdEndsBy.getTime()) {
    throw new ApiError(409, 'checkoutHoldOver');
  }
}

/**
 * Opens a card checkout for an order in status 0 or 7 (closing any open one first), moves it to
 * 7, records the checkout row; returns the URL to send the browser to. In one transaction apart
 * from the provider call. Throws ApiError 409 'orderStatusConflict' from other statuses.
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
  const expiresAt = checkoutExpiryFor(order, now);
  assertCheckoutWithinHoldLimit(order, expiresAt);

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
        set: { expiresAt: new Date(opened.expiresAt.getTime() + CHECKOUT_GRACE_MS) },
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
