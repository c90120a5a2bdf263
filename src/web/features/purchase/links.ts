/** Where the purchase pages lead: the order pages, the catalogue and the course page. */
export const ORDERS_HREF = '/user/order';
export const COURSES_HREF = '/commodity';
export const orderHref = (orderId: number) => `/order-detail?id=${orderId}`;
/** The order page with its pay chooser open, where a new order or a failed payment goes. */
export const orderPayHref = (orderId: number) => `/order-detail?id=${orderId}&pay=1`;
export const courseHref = (productId: number) => `/course-detail?id=${productId}`;
