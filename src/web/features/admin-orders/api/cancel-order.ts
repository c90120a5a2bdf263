import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/order/cancel/{id}`: an unpaid order closes for its family, with the reason they read. */
export const useCancelOrder = () =>
  useOrderMutation(
    ({ orderId }: { orderId: number; reason: string }) => `admin/order/cancel/${orderId}`,
    ({ reason }) => ({ reason }),
  );
