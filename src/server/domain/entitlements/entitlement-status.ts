import type { EntitlementStatus } from '../../../shared/api/orders.ts';

export interface EntitlementFacts {
  total: number;
  used: number;
  /** Bookings still to happen (status `booked`). */
  booked: number;
  activatedAt: Date | null;
  equityDateEnd: string;
}

/**
 * The one place an entitlement's status is derived (D11), for `today` as a calendar date in the
 * academy's time zone. Revoked entitlements are never asked: they are not listed.
 */
export function entitlementStatusOf(facts: EntitlementFacts, today: string): EntitlementStatus {
  if (facts.used >= facts.total) return 'used';
  if (today > facts.equityDateEnd) return 'expired';
  if (!facts.activatedAt) return 'pendingActivation';
  if (facts.booked < facts.total - facts.used) return 'pendingBooking';
  return 'pendingUse';
}
