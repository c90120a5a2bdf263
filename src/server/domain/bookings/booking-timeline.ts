import type { OrderActor } from '../../../shared/api/orders.ts';
import { dateTimeFormat } from '../../../shared/intl.ts';
import type { Db } from '../../db/database.ts';
import { insertOrderHistory, lockOrder } from '../../db/repositories/order-repository.ts';
import { localDayKey } from '../catalogue/academy-time.ts';

/**
 * A booking event on its order's timeline, which keeps its status: "Classes booked: 2026-11-14
 * 09:00, …" with the class times in the academy's zone (D17). The order row is locked, so the
 * entry joins any status change of the same order in a clear order.
 */
export async function recordBookingEvent(
  tx: Db,
  entry: { orderId: number; event: string; classDates: Date[]; actor: OrderActor; actorId: number | null; now: Date; timeZone: string },
): Promise<void> {
  const order = await lockOrder(tx, entry.orderId);
  if (!order) return;
  const note = entry.classDates.map((date) => `${localDayKey(date, entry.timeZone)} ${clockOf(date, entry.timeZone)}`).join(', ');
  await insertOrderHistory(tx, {
    orderId: entry.orderId,
    fromStatus: order.status,
    toStatus: order.status,
    actor: entry.actor,
    actorId: entry.actorId,
    event: entry.event,
    note,
    createdAt: entry.now,
  });
}

const clockOf = (date: Date, timeZone: string) =>
  dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
