import type { QueryClient } from '@tanstack/react-query';
import { PLAN_QUERY_KEY } from '../../../lib/session-token.ts';
import { ENTITLEMENT_CLASSES_QUERY_KEY } from './get-entitlement-classes.ts';
import { ENTITLEMENTS_QUERY_KEY } from './get-entitlements.ts';

/** What a booking or a cancellation changes: the entitlements, their classes' seats and the plan. */
export const invalidateBookingReads = (queryClient: QueryClient) =>
  Promise.all([ENTITLEMENTS_QUERY_KEY, ENTITLEMENT_CLASSES_QUERY_KEY, PLAN_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
