import { Outlet } from 'react-router';
import { withQueryScope } from '../lib/query-scope.tsx';

/** The site's pages that read the API from the browser (see QueryScope). */
export default withQueryScope(Outlet);
