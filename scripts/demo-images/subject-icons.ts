import type { SubjectTheme } from '../../src/server/db/seed/demo-images.ts';
import { stroke } from './ink.ts';
import { PALETTES } from './palettes.ts';
import { circle, ellipse, element, path, rect } from './svg.ts';

/** Line icons on a 48-unit grid, thick enough to read at 48 px. */
const ICONS: Record<SubjectTheme, (deep: string, accent: string) => string> = {
  mathematics: (deep, accent) => path('M15 13h18M15 13l9 11-9 11h18', stroke(deep, 3.5)) + circle(35, 34, 3, { fill: accent }),
  physics: (deep, accent) =>
    [0, 60, 120].map((a) => ellipse(24, 24, 16, 6.5, { ...stroke(deep, 2.5), transform: `rotate(${a} 24 24)` })).join('') +
    circle(24, 24, 3.5, { fill: accent }),
  chemistry: (deep, accent) =>
    path('M28 30h-8l-6 8q-1 3 2 3h16q3 0 2-3z', { fill: accent }) + path('M20 9h8M21 9v11L12 37q-1 4 3 4h18q4 0 3-4L27 20V9', stroke(deep, 3)),
  biology: (deep, accent) =>
    path('M10 38C10 20 22 10 38 10c0 18-10 28-28 28z', { fill: accent, opacity: 0.9 }) + path('M10 38L30 18M19 29v-7M25 23l6 1', stroke(deep, 3)),
  'computer-science': (deep, accent) => path('M16 15l-9 9 9 9M32 15l9 9-9 9', stroke(deep, 3.5)) + path('M27 11l-6 26', stroke(accent, 3.5)),
  writing: (deep, accent) =>
    path('M33 8l7 7-20 20-9 2 2-9z', { ...stroke(deep, 3), fill: accent }) + path('M10 42h28', stroke(deep, 3)),
  economics: (deep, accent) =>
    rect(9, 28, 7, 12, { rx: 1.5, fill: deep }) + rect(20, 20, 7, 20, { rx: 1.5, fill: deep }) + rect(31, 12, 7, 28, { rx: 1.5, fill: accent }) +
    path('M8 20l10-8 6 4 14-9', stroke(deep, 2.5)),
  astronomy: (deep, accent) =>
    circle(24, 24, 10, { fill: accent }) +
    ellipse(24, 24, 19, 6, { ...stroke(deep, 3), transform: 'rotate(-20 24 24)' }) +
    // The planet's upper half is drawn again so that the ring passes behind it.
    path('M14 24a10 10 0 0 1 20 0z', { fill: accent, transform: 'rotate(-20 24 24)' }) +
    circle(39, 9, 2, { fill: deep }),
};

export function subjectIconSvg(subject: SubjectTheme): string {
  const palette = PALETTES[subject];
  return element(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width: 96, height: 96, viewBox: '0 0 48 48' },
    rect(0, 0, 48, 48, { rx: 12, fill: palette.wash }) + ICONS[subject](palette.deep, palette.accent),
  ) + '\n';
}
