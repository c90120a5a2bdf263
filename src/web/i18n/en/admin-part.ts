import { adminShell } from './admin-shell.ts';
import { adminOrders } from './admin-orders.ts';
import { adminFamilies } from './admin-families.ts';

/** The back office's texts, loaded by its routes only; each area brings its own file. */
export const adminPart = { adminShell, adminOrders, adminFamilies };
