import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/order/move/{id}` (ADR 029): one paid order moves to another course of the same subject, keeping the payment. */
export const useMoveOrder = () =>
  useOrderMutation(
    ({ orderId }: { orderId: number; toProductId: number; note: string }) => `admin/order/move/${orderId}`,
    ({ toProductId, note }) => ({ toProductId, note }),
  );
