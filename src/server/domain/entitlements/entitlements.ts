import {
  ENTITLEMENT_TABS,
  OrderStatus,
  type EntitlementStatus,
  type EntitlementTab,
  type entitlementListQuery,
} from '../../../shared/api/orders.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { countBookingsByEntitlement, listBookingsOfMember, type BookingRecord } from '../../db/repositories/booking-repository.ts';
import { listEntitlementRecordsOf, markEntitlementActivated, type EntitlementRecord } from '../../db/repositories/entitlement-repository.ts';
import { lockOrderChain } from '../../db/repositories/order-lock-repository.ts';
import { changeOrderStatus } from '../../db/repositories/order-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { cancelDeadlineOf, mayCancel } from '../bookings/booking-rules.ts';
import { entitlementStatusOf } from './entitlement-status.ts';

export type EntitlementListFilters = z.output<typeof entitlementListQuery>;

export type EntitlementView = EntitlementRecord & { status: EntitlementStatus; booked: number };

/** A booking of the booked list, with until when it may still be cancelled (D23). */
export type BookingView = BookingRecord & { cancelDeadline: Date | null; cancellable: boolean };

export type EntitlementPage =
  | { kind: 'entitlements'; total: number; list: EntitlementView[]; counts: Record<EntitlementTab, number> }
  | { kind: 'bookings'; total: number; list: BookingView[]; counts: Record<EntitlementTab, number> };

/** When the tabs are read: the academy's calendar day, the instant and the cancel window. */
export interface EntitlementClock {
  today: string;
  now: Date;
  cancelHours: number;
}

/**
 * `ddcEntitlement/list` (D11): a member's entitlements with their derived status, one tab's page
 * of them (or of their bookings), and the count of every tab. A member has a handful of
 * entitlements, so they are read whole and the tabs are cut here, from the one status function
 * (docs/decisions/007-entitlement-tabs.md): each entitlement is in exactly one status tab.
 */
export async function listEntitlements(db: Db, memberId: number, query: EntitlementListFilters, clock: EntitlementClock): Promise<EntitlementPage> {
  const { today } = clock;
  const records = await listEntitlementRecordsOf(db, memberId);
  const booked = await countBookingsByEntitlement(db, records.map((record) => record.id), 'booked');
  const views: EntitlementView[] = records.map((record) => {
    const bookedCount = booked.get(record.id) ?? 0;
    return { ...record, booked: bookedCount, status: entitlementStatusOf({ ...record, booked: bookedCount }, today) };
  });

  const page = { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize };
  const bookings = await listBookingsOfMember(db, memberId, query.tab === 'booked' ? page : { offset: 0, limit: 0 });
  const counts = Object.fromEntries(ENTITLEMENT_TABS.map((tab) => [tab, 0])) as Record<EntitlementTab, number>;
  counts.all = views.length;
  counts.booked = bookings.total;
  for (const view of views) counts[view.status] += 1;

  if (query.tab === 'booked') {
    const list = bookings.rows.map((booking) => ({
      ...booking,
      cancelDeadline: booking.status === 'booked' ? cancelDeadlineOf(booking.classDate, clock.cancelHours) : null,
      cancellable: mayCancel(booking.status, booking.classDate, clock.cancelHours, clock.now),
    }));
    return { kind: 'bookings', total: bookings.total, list, counts };
  }
  const matching = query.tab === 'all' ? views : views.filter((view) => view.status === query.tab);
  return { kind: 'entitlements', total: matching.length, list: matching.slice(page.offset, page.offset + page.limit), counts };
}

/** `admin/entitlement/activate/{id}`: staff activate an entitlement; its order moves 1 → 2. Answers the order id. */
export async function activateEntitlement(deps: { db: Db; now: Date }, staff: Member, entitlementId: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const entitlement = (await lockOrderChain(tx, { entitlementId }))?.entitlement;
    if (!entitlement) throw new ApiError(404, 'entitlementNotFound');
    if (entitlement.activatedAt || entitlement.revokedAt) throw new ApiError(409, 'orderStatusConflict');
    const change = await changeOrderStatus(tx, {
      orderId: entitlement.orderId,
      from: [OrderStatus.Paid],
      to: OrderStatus.InProgress,
      actor: 'staff',
      actorId: staff.id,
      event: 'entitlementActivated',
      now: deps.now,
    });
    if (!change.changed) throw new ApiError(409, 'orderStatusConflict');
    await markEntitlementActivated(tx, entitlementId, deps.now);
    await recordStaffAction(tx, staff, {
      action: 'entitlement.activate',
      entityType: 'order',
      entityId: entitlement.orderId,
      before: { status: OrderStatus.Paid, entitlementActivatedAt: null },
      after: { status: OrderStatus.InProgress, entitlementActivatedAt: deps.now },
      note: `entitlement ${entitlementId}`,
    });
    return entitlement.orderId;
  });
}
