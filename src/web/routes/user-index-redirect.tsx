import { redirect } from 'react-router';
import type { Route } from './+types/user-index-redirect';

/** /user is /user/home (§2); the query goes along, so that a guarded visit keeps it too. */
export const loader = ({ request }: Route.LoaderArgs) => redirect(`/user/home${new URL(request.url).search}`);
