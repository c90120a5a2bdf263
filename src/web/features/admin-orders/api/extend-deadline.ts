import { useOrderMutation } from './use-order-mutation.ts';

/** `admin/order/extendDeadline/{id}`: working days added to an unpaid order's payment deadline (D25). */
export const useExtendDeadline = () =>
  useOrderMutation(
    ({ orderId }: { orderId: number; workingDays: number }) => `admin/order/extendDeadline/${orderId}`,
    ({ workingDays }) => ({ workingDays }),
  );
