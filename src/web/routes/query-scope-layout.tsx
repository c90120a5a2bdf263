import { Outlet } from 'react-router';
import { QueryScope } from '../lib/query-scope.tsx';

/** The site's pages that read the API from the browser (see QueryScope). */
export default function QueryScopeLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
