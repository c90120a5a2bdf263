import type { EntitlementStatus } from '../../../shared/api/orders.ts';

export const ENTITLEMENT_STATUS_COLORS: Record<EntitlementStatus, string> = {
  pendingActivation: 'orange',
  pendingBooking: 'navy',
  pendingUse: 'teal',
  used: 'gray',
  expired: 'red',
};

/**
 * Light badges print the darkest shade of their hue, still under AA contrast for orange and teal
 * on their tinted background: darken it a little more.
 */
export const strongTextOf = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 75%, #000)`;
