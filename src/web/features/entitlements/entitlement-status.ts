import type { EntitlementStatus } from '../../../shared/api/orders.ts';

export const ENTITLEMENT_STATUS_COLORS: Record<EntitlementStatus, string> = {
  pendingActivation: 'orange',
  pendingBooking: 'navy',
  pendingUse: 'teal',
  used: 'gray',
  expired: 'red',
};
