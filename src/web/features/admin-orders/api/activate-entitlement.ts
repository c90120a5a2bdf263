import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/entitlement/activate/{id}`: the order's entitlement starts; the order is in progress. */
export const useActivateEntitlement = () => useOrderMutation((entitlementId: number) => `admin/entitlement/activate/${entitlementId}`);
