import { OrderStatus } from '../../../shared/api/orders.ts';
import type { Db } from '../../db/database.ts';
import {
  listDueEntitlements,
  lockEntitlement,
  markEntitlementActivated,
} from '../../db/repositories/entitlement-repository.ts';
import { listExpiredHolds, lockOrder, changeOrderStatus } from '../../db/repositories/order-repository.ts';
import { closeCheckout, lockOpenCheckoutsOf } from '../../db/repositories/payment-checkout-repository.ts';
import { localDayKey } from '../catalogue/academy-time.ts';
import type { Clock } from '../clock.ts';
import { closeUnpaidOrder } from './close-order.ts';
import { isUnpaid } from './order-rules.ts';

/**
 * Orders in 0 or 7 whose hold ran out → 4 (event `holdExpired`, actor system), their seats
 * freed and their open checkouts marked expired, each order in its own transaction. Answers
 * how many seats were given back. `memberId` limits the sweep to one member's orders, which
 * is how reads of a member's orders make sure never to show a stale hold.
 */
export async function closeExpiredOrders(db: Db, now: Date, memberId?: number): Promise<{ closed: number; freedSeats: number }> {
  const expired = await listExpiredHolds(db, now, memberId);
  let closed = 0;
  let freedSeats = 0;
  for (const { id } of expired) {
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, id);
      // Paid, cancelled or given a new hold meanwhile: not ours to close.
      if (!locked || !isUnpaid(locked.status) || !locked.expiresAt || locked.expiresAt >= now) return null;
      for (const checkout of await lockOpenCheckoutsOf(tx, id)) await closeCheckout(tx, checkout.id, 'expired', now);
      return closeUnpaidOrder(tx, locked, { actor: 'system', event: 'holdExpired', now });
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
      const entitlement = await lockEntitlement(tx, id);
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
  clock: Clock;
  timeZone: string;
  onSeatsChanged?: () => void;
}

/** One turn of both order sweeps, for the maintenance schedule (domain/maintenance/sweeps.ts). */
export function sweepOrders(options: OrderSweepOptions): () => Promise<void> {
  return async () => {
    const now = options.clock();
    const { freedSeats } = await closeExpiredOrders(options.db, now);
    if (freedSeats > 0) options.onSeatsChanged?.();
    await activateDueEntitlements(options.db, now, options.timeZone);
  };
}
