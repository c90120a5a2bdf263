import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/order/completeRefund/{id}`: the wire-transfer refund was sent. */
export const useCompleteRefund = () => useOrderMutation((orderId: number) => `admin/order/completeRefund/${orderId}`);

/** `admin/order/completeDifferenceRefund/{id}`: the difference of a move to a cheaper course was sent by hand. */
export const useCompleteDifferenceRefund = () => useOrderMutation((orderId: number) => `admin/order/completeDifferenceRefund/${orderId}`);
