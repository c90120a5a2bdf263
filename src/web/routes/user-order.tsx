import type { Route } from './+types/user-order';
import { startPageReads } from '../app/member-reads.ts';
import { OrdersPage } from '../features/orders/components/orders-page.tsx';
import { startOrdersPageReads } from '../features/orders/orders-page-reads.ts';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'order');

/** The page's first reads start with the member's, before the page renders, not once `sso/info` has answered (issue 32). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  startPageReads((queries, language) => startOrdersPageReads(queries, language, new URL(request.url).searchParams));
  return null;
}

export default function UserOrderPage() {
  return <OrdersPage />;
}
