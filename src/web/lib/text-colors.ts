/**
 * Light badges and warnings print the darkest shade of their hue, which is still under AA
 * contrast for orange and teal on their tinted background: darken it a little more.
 */
export const strongTextOf = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9) 75%, #000)`;
