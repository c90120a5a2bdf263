import type { Palette } from './palettes.ts';

/** The colours a motif is drawn with, chosen for a light or a dark background. */
export interface Ink {
  /** Outlines and strong shapes. */
  ink: string;
  /** Main filled shapes. */
  fill: string;
  /** Quiet fills. */
  soft: string;
  accent: string;
  /** Paper-like surfaces (pages, screens). */
  paper: string;
}

export type Motif = (ink: Ink) => string;

export function inkFor(palette: Palette, onDark: boolean): Ink {
  return onDark
    ? { ink: '#ffffff', fill: palette.light, soft: palette.main, accent: palette.accent, paper: '#ffffff' }
    : { ink: palette.deep, fill: palette.main, soft: palette.light, accent: palette.accent, paper: '#ffffff' };
}

/** Common stroke attributes. */
export const stroke = (colour: string, width = 6) => ({
  fill: 'none',
  stroke: colour,
  'stroke-width': width,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
});
