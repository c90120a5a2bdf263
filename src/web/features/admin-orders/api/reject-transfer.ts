import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/order/rejectTransfer/{id}`: the receipt is not accepted; the parent reads the reason. */
export const useRejectTransfer = () =>
  useOrderMutation(
    ({ orderId }: { orderId: number; reason: string }) => `admin/order/rejectTransfer/${orderId}`,
    ({ reason }) => ({ reason }),
  );
