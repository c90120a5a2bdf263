/** The compact (phone) layout: below the theme's `sm` breakpoint (lib/theme.ts). */
export const COMPACT_QUERY = '(max-width: 47.99em)';
