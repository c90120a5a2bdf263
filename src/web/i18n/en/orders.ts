/** Orders, order details, payments by card or transfer, refunds and entitlements. */
export const orders = {
  title: 'Orders',
};
