import { Outlet } from 'react-router';
import { withMantineScope } from '../lib/mantine-scope.tsx';

/** Every page but the home page: drawn with Mantine's components (see MantineScope). */
export default withMantineScope(Outlet);
