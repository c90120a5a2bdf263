import type { Route } from './+types/user-record';
import { RecordsPage } from '../features/records/components/records-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'record');

export default function RecordsPageRoute() {
  return <RecordsPage />;
}
