import type { z } from 'zod';
import type { entitlementClassesQuery } from '../../../shared/api/bookings.ts';
import { countBookingsByEntitlement, scheduleIdsHeldByChild } from '../../db/repositories/booking-repository.ts';
import { listClassesOfProduct, type ClassRecord } from '../../db/repositories/class-repository.ts';
import { findEntitlementOfMember, type BookableEntitlement } from '../../db/repositories/entitlement-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { localMidnight, localMonthWindow } from '../catalogue/academy-time.ts';
import type { ClassUnavailableReason } from '../../../shared/api/bookings.ts';
import type { BookingDeps } from './booking-deps.ts';
import { unavailableReasonOf } from './booking-rules.ts';

export interface EntitlementClassesView {
  entitlement: BookableEntitlement;
  sessionsLeft: number;
  classes: (ClassRecord & { reason: ClassUnavailableReason | null })[];
}

const dayParts = (date: string) => date.split('-').map(Number) as [number, number, number];

/**
 * `ddcEntitlement/classes/{id}` (D11, D20): the product's own classes inside the entitlement's
 * dates (one month of them when asked), each with its seats left and whether it can be picked.
 */
export async function listEntitlementClasses(
  deps: BookingDeps,
  memberId: number,
  entitlementId: number,
  query: z.output<typeof entitlementClassesQuery>,
): Promise<EntitlementClassesView> {
  const { db, env, now } = deps;
  const zone = env.ACADEMY_TIME_ZONE;
  const entitlement = await findEntitlementOfMember(db, memberId, entitlementId);
  if (!entitlement) throw new ApiError(404, 'entitlementNotFound');

  const [startYear, startMonth, startDay] = dayParts(entitlement.equityDateStart);
  const [endYear, endMonth, endDay] = dayParts(entitlement.equityDateEnd);
  let from = localMidnight(startYear, startMonth, startDay, zone);
  let until = localMidnight(endYear, endMonth, endDay + 1, zone);
  if (query.year !== undefined && query.month !== undefined) {
    const month = localMonthWindow(query.year, query.month, zone);
    from = new Date(Math.max(from.getTime(), month.from.getTime()));
    until = new Date(Math.min(until.getTime(), month.until.getTime()));
  }
  const classes = from < until ? await listClassesOfProduct(db, entitlement.productId, { from, until }) : [];
  const held = entitlement.childId === null ? new Set<number>() : await scheduleIdsHeldByChild(db, entitlement.childId, classes.map((row) => row.id));
  const booked = (await countBookingsByEntitlement(db, [entitlement.id], 'booked')).get(entitlement.id) ?? 0;
  return {
    entitlement,
    sessionsLeft: Math.max(0, entitlement.total - entitlement.used - booked),
    classes: classes.map((row) => ({ ...row, reason: unavailableReasonOf(row, now, held.has(row.id)) })),
  };
}
