import { OrderStatus, type OrderActor } from '../../../shared/api/orders.ts';
import type { Db } from '../../db/database.ts';
import { changeOrderStatus, type OrderRow, type StatusChangeResult } from '../../db/repositories/order-repository.ts';
import { freeSeat, type SeatOfferSettings } from '../waitlist/seat-offers.ts';
import { UNPAID_STATUSES } from './order-rules.ts';
import { withdrawDeadlineReminder } from './payment-deadline.ts';

/**
 * Closes an unpaid order (status 4) and gives its seat back in the same transaction (D7, D8), to
 * the first family on the course's waitlist if there is one (D32).
 * Its deadline's reminder goes too. `locked` is the order's row, locked by the caller, so its `holdsSeat` cannot change meanwhile.
 */
export async function closeUnpaidOrder(
  tx: Db,
  locked: OrderRow,
  close: { actor: OrderActor; actorId?: number | null; event: string; note?: string; now: Date; offers?: Omit<SeatOfferSettings, 'now'> },
): Promise<StatusChangeResult & { freedSeat: boolean }> {
  const change = await changeOrderStatus(tx, {
    orderId: locked.id,
    from: UNPAID_STATUSES,
    to: OrderStatus.Closed,
    actor: close.actor,
    actorId: close.actorId ?? null,
    event: close.event,
    note: close.note,
    set: { expiresAt: null, holdsSeat: false },
    now: close.now,
  });
  if (change.changed) await withdrawDeadlineReminder(tx, locked);
  const freedSeat = change.changed && locked.holdsSeat;
  if (freedSeat) await freeSeat(tx, locked.productId, { ...close.offers, now: close.now });
  return { ...change, freedSeat };
}
