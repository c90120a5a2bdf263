import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/order/completeRefund/{id}`: the wire-transfer refund was sent. */
export const useCompleteRefund = () => useOrderMutation((orderId: number) => `admin/order/completeRefund/${orderId}`);
