import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/order/confirmTransfer/{id}`: the money arrived; the order is paid. */
export const useConfirmTransfer = () => useOrderMutation((orderId: number) => `admin/order/confirmTransfer/${orderId}`);
