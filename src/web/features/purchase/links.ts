import { positiveIdOf } from '../../lib/positive-id.ts';

/** Where the purchase pages lead: the order pages, the catalogue and the course page. */
export const ORDERS_HREF = '/user/order';
export const COURSES_HREF = '/commodity';
export const orderHref = (orderId: number) => `/order-detail?id=${orderId}`;
/** The order page with its pay chooser open, where a new order or a failed payment goes. */
export const orderPayHref = (orderId: number) => `/order-detail?id=${orderId}&pay=1`;
export const courseHref = (productId: number) => `/course-detail?id=${productId}`;

/**
 * Where "back" leads: the course's page, or for a programme formed for the family
 * (`&requirementId=N`, D12), which has no public page, the requirement it was formed for.
 */
export function applyBackLinkOf(search: string, productId: number): { href: string; labelKey: 'backToCourse' | 'backToRequirement' } {
  const requirementId = positiveIdOf(new URLSearchParams(search).get('requirementId'));
  return requirementId === null
    ? { href: courseHref(productId), labelKey: 'backToCourse' }
    : { href: `/requirement-detail?id=${requirementId}`, labelKey: 'backToRequirement' };
}
