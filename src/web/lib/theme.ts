import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The academy's navy, with a warm gold accent. */
const navy: MantineColorsTuple = [
  '#eef2fb', '#dbe2f3', '#b3c2e6', '#889fd9', '#6482ce', '#4d70c8', '#3f66c6', '#3156af', '#284c9d', '#1c3f94',
];
const gold: MantineColorsTuple = [
  '#fff8e6', '#fdefd1', '#f9dda3', '#f5ca70', '#f2ba47', '#f0b02c', '#efab1c', '#d4950e', '#bd8404', '#a37100',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 9, dark: 6 },
  colors: { navy, gold },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  headings: {
    // Fraunces for latin text (src/web/app/fonts.css); Chinese falls through to the system serif fonts.
    fontFamily:
      'Fraunces, "Fraunces fallback", Georgia, "Times New Roman", "Songti SC", "Noto Serif CJK SC", "Source Han Serif SC", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
});
