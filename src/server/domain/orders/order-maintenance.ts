import { OrderStatus } from '../../../shared/api/orders.ts';
import type { CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import type { Db } from '../../db/database.ts';
import { listDueEntitlements, markEntitlementActivated } from '../../db/repositories/entitlement-repository.ts';
import { lockOrderChain } from '../../db/repositories/order-lock-repository.ts';
import { listExpiredHolds, lockOrder, changeOrderStatus, type OrderRow } from '../../db/repositories/order-repository.ts';
import { localDayKey } from '../catalogue/academy-time.ts';
import type { Clock } from '../clock.ts';
import { CHECKOUT_GRACE_MS } from '../payments/checkout.ts';
import { closeCheckoutsAtDeadline, expireCheckoutsAtProvider } from '../payments/deadline-checkouts.ts';
import type { PaymentLog } from '../payments/settle-checkout.ts';
import { closeUnpaidOrder } from './close-order.ts';
import type { SeatOfferSettings } from '../waitlist/seat-offers.ts';
import { isUnpaid } from './order-rules.ts';
import { notifyOrderClosed } from './order-mail.ts';
import { finishUnfinishedCardRefunds } from './refunds.ts';

export interface HoldSweepDeps {
  db: Db;
  provider: CardPaymentProvider;
  now: Date;
  /** How the seats freed are offered to waitlists (D32). */
  offers?: Omit<SeatOfferSettings, 'now'>;
  log?: PaymentLog;
}

/** D22: the latest an unpaid order keeps its seat, its payment deadline plus the grace at most. */
const seatHeldUntil = (order: Pick<OrderRow, 'expiresAt' | 'holdEndsBy'>, deadline: Date) =>
  order.holdEndsBy ?? new Date(deadline.getTime() + CHECKOUT_GRACE_MS);

/**
 * Orders in 0 or 7 whose payment deadline passed → 4 (event `holdExpired`, actor system), their
 * seats freed, each order in its own transaction (ADR 017). A card checkout still open is closed
 * at the provider first, since Stripe keeps a checkout opened late open for 30 minutes. When the
 * provider answers that it had already accepted the payment, the order keeps its seat until
 * `holdEndsBy` (the deadline plus the grace) for the payment's event to settle it; so it does
 * while the provider cannot be reached. Then it closes anyway, and a payment that still comes is
 * refunded. Answers how many orders closed and seats were given back. `memberId` limits the sweep
 * to one member's orders, which is how reads of a member's orders make sure never to show a stale
 * hold.
 */
export async function closeExpiredOrders(deps: HoldSweepDeps, memberId?: number): Promise<{ closed: number; freedSeats: number }> {
  const { db, now } = deps;
  const expired = await listExpiredHolds(db, now, memberId);
  let closed = 0;
  let freedSeats = 0;
  for (const { id } of expired) {
    const closures = await expireCheckoutsAtProvider(deps, id);
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, id);
      // Paid, cancelled or given a new deadline meanwhile: not ours to close.
      if (!locked || !isUnpaid(locked.status) || !locked.expiresAt || locked.expiresAt >= now) return null;
      const waitOver = seatHeldUntil(locked, locked.expiresAt) <= now;
      if ((await closeCheckoutsAtDeadline(tx, id, closures, { now, waitOver })) === 'waiting') return null;
      const closedOrder = await closeUnpaidOrder(tx, locked, { actor: 'system', event: 'holdExpired', now, offers: deps.offers });
      if (closedOrder.changed) await notifyOrderClosed(tx, id, now);
      return closedOrder;
    });
    if (outcome?.changed) closed += 1;
    if (outcome?.freedSeat) freedSeats += 1;
  }
  return { closed, freedSeats };
}

/**
 * "Staff or the product's start date activate it" (D11): the entitlement of a paid order whose
 * first day (academy calendar) has come is activated, and the order moves 1 → 2. `memberId`
 * limits it to one member's, so that a course paid after its start shows active at once.
 */
export async function activateDueEntitlements(db: Db, now: Date, timeZone: string, memberId?: number): Promise<number> {
  const due = await listDueEntitlements(db, localDayKey(now, timeZone), memberId);
  let activated = 0;
  for (const { id, orderId } of due) {
    const done = await db.transaction(async (tx) => {
      const entitlement = (await lockOrderChain(tx, { entitlementId: id }))?.entitlement;
      if (!entitlement || entitlement.activatedAt || entitlement.revokedAt) return false;
      const change = await changeOrderStatus(tx, {
        orderId,
        from: [OrderStatus.Paid],
        to: OrderStatus.InProgress,
        actor: 'system',
        event: 'entitlementActivated',
        now,
      });
      if (!change.changed) return false;
      await markEntitlementActivated(tx, id, now);
      return true;
    });
    if (done) activated += 1;
  }
  return activated;
}

export interface OrderSweepOptions {
  db: Db;
  provider: CardPaymentProvider;
  clock: Clock;
  timeZone: string;
  offerHours?: number;
  onSeatsChanged?: () => void;
  log?: PaymentLog;
}

/** One turn of both order sweeps, for the maintenance schedule (domain/maintenance/sweeps.ts). */
export function sweepOrders(options: OrderSweepOptions): () => Promise<void> {
  return async () => {
    const now = options.clock();
    const { freedSeats } = await closeExpiredOrders({
      db: options.db,
      provider: options.provider,
      now,
      offers: { offerHours: options.offerHours, timeZone: options.timeZone },
      log: options.log,
    });
    if (freedSeats > 0) options.onSeatsChanged?.();
    await finishUnfinishedCardRefunds({ ...options, now });
    await activateDueEntitlements(options.db, now, options.timeZone);
  };
}
