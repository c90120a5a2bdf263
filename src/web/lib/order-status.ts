import { OrderStatus, PayType, type OrderStatusCode, type PayTypeCode } from '../../shared/api/orders.ts';

/** The catalogue key (`orders.status.*`) and badge colour of each order status (D7). */
export const ORDER_STATUS_KEYS = {
  [OrderStatus.PendingPayment]: 'pendingPayment',
  [OrderStatus.Paid]: 'paid',
  [OrderStatus.InProgress]: 'inProgress',
  [OrderStatus.Completed]: 'completed',
  [OrderStatus.Closed]: 'closed',
  [OrderStatus.Invalid]: 'invalid',
  [OrderStatus.UnderReview]: 'underReview',
  [OrderStatus.InPayment]: 'inPayment',
} as const satisfies Record<OrderStatusCode, string>;

export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[OrderStatusCode];

export const ORDER_STATUS_COLORS: Record<OrderStatusCode, string> = {
  [OrderStatus.PendingPayment]: 'orange',
  [OrderStatus.Paid]: 'teal',
  [OrderStatus.InProgress]: 'navy',
  [OrderStatus.Completed]: 'green',
  [OrderStatus.Closed]: 'gray',
  [OrderStatus.Invalid]: 'red',
  [OrderStatus.UnderReview]: 'violet',
  [OrderStatus.InPayment]: 'cyan',
};

export const PAY_TYPE_KEYS = {
  [PayType.Unpaid]: 'unpaid',
  [PayType.Online]: 'online',
  [PayType.Offline]: 'offline',
} as const satisfies Record<PayTypeCode, string>;

/** While unpaid the seat is held; the countdown shows in these statuses only. */
export const isAwaitingPayment = (status: OrderStatusCode) =>
  status === OrderStatus.PendingPayment || status === OrderStatus.InPayment;
