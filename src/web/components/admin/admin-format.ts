/** The back office writes money and dates as the rest of the portal does. */
export { useFormatters as useAdminFormat } from '../../lib/format.ts';
