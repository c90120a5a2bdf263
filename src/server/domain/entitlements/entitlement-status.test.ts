import { describe, expect, it } from 'vitest';
import { entitlementStatusOf, type EntitlementFacts } from './entitlement-status.ts';

const TODAY = '2026-10-01';
const active = new Date('2026-09-01T00:00:00Z');
const base: EntitlementFacts = { total: 12, used: 0, booked: 0, activatedAt: null, equityDateEnd: '2027-01-31' };

describe('entitlementStatusOf (D11)', () => {
  it.each([
    ['not activated', {}, 'pendingActivation'],
    ['activated, nothing booked', { activatedAt: active }, 'pendingBooking'],
    ['activated, some sessions still to book', { activatedAt: active, used: 4, booked: 7 }, 'pendingBooking'],
    ['activated, every remaining session booked', { activatedAt: active, used: 4, booked: 8 }, 'pendingUse'],
    ['every session used', { activatedAt: active, used: 12 }, 'used'],
    ['used up even past the end', { activatedAt: active, used: 12, equityDateEnd: '2026-09-30' }, 'used'],
    ['past the end with sessions left', { activatedAt: active, used: 3, equityDateEnd: '2026-09-30' }, 'expired'],
    ['past the end, never activated', { equityDateEnd: '2026-09-30' }, 'expired'],
    ['on its last day', { activatedAt: active, equityDateEnd: TODAY }, 'pendingBooking'],
  ] as const)('%s → %s', (_, facts, status) => {
    expect(entitlementStatusOf({ ...base, ...facts }, TODAY)).toBe(status);
  });
});
