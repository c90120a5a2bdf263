import { redirect } from 'react-router';

/** Unknown paths go to the root (§2), which leads home. */
export const loader = () => redirect('/');
