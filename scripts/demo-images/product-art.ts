import type { SubjectTheme } from '../../src/server/db/seed/demo-images.ts';
import { seededRandom } from '../../src/server/db/seed/seeded-random.ts';
import { inkFor, type Motif } from './ink.ts';
import { atom, benzene, cell, dna, flask, incline, leaf, microscope, molecule, moon, orbits, pendulum, planet, telescope, testTubes, waves } from './motifs-science.ts';
import { barChart, binaryTree, codeWindow, coins, flowchart, geometry, parabola, pascal, pie, solids, supplyDemand, terminal, triangle } from './motifs-math-code.ts';
import { bookStack, openBook, pen, quotes } from './motifs-school.ts';
import { PALETTES } from './palettes.ts';
import { circle, linearGradient, placeInBox, rect, svgDocument, text } from './svg.ts';

const SUBJECT_MOTIFS: Record<SubjectTheme, Motif[]> = {
  mathematics: [triangle, parabola, solids, pascal, geometry],
  physics: [atom, pendulum, waves, incline],
  chemistry: [benzene, flask, molecule, testTubes],
  biology: [dna, leaf, cell, microscope],
  'computer-science': [codeWindow, binaryTree, terminal, flowchart],
  writing: [openBook, pen, quotes, bookStack],
  economics: [barChart, supplyDemand, coins, pie],
  astronomy: [planet, orbits, moon, telescope],
};

/** Small symbols scattered in the background, quiet enough not to compete with the motif. */
const GLYPHS: Record<SubjectTheme, string[]> = {
  mathematics: ['π', '∑', '√2', '∞', 'x²', '∫', 'Δ'],
  physics: ['F=ma', 'E=mc²', 'ω', 'Δv', 'λ', 'Ω'],
  chemistry: ['H₂O', 'CO₂', 'NaCl', 'pH', 'e⁻', 'O₂'],
  biology: ['ATP', 'DNA', 'CO₂', 'O₂', 'RNA'],
  'computer-science': ['{ }', '01', 'if', 'for', '[ ]', '=>'],
  writing: ['Aa', '¶', '§', '“ ”', '&'],
  economics: ['$', '%', '€', '¥', 'Δ'],
  astronomy: ['★', 'AU', 'ly', '✦', '☾'],
};

const WIDTH = 800;
const HEIGHT = 600;

/** A 4:3 subject illustration; variants alternate light and dark grounds and change the motif. */
export function productArtSvg(subject: SubjectTheme, variant: number): string {
  const random = seededRandom(`product-${subject}-${variant}`);
  const motifs = SUBJECT_MOTIFS[subject];
  const palette = PALETTES[subject];
  const onDark = (variant % 2 === 1) !== (Math.floor(variant / motifs.length) % 2 === 1);
  const ink = inkFor(palette, onDark);
  const [from, to] = onDark ? [palette.deep, palette.main] : [palette.wash, palette.light];

  const blobs = Array.from({ length: 3 }, () =>
    circle(random.integer(0, WIDTH), random.integer(0, HEIGHT), random.integer(90, 200), {
      fill: onDark ? '#ffffff' : palette.main,
      opacity: onDark ? 0.07 : 0.08,
    }),
  ).join('');
  const dots = Array.from({ length: 20 }, (_, i) =>
    circle(40 + (i % 5) * 22, 40 + Math.floor(i / 5) * 22, 3, { fill: onDark ? palette.light : palette.main, opacity: 0.5 }),
  ).join('');
  const glyphs = random
    .sample(GLYPHS[subject], 3)
    .map((glyph, i) =>
      text([620, 70, 600][i] + random.integer(-20, 40), [110, 520, 540][i] + random.integer(-20, 20), glyph, {
        'font-family': 'Georgia,serif',
        'font-size': random.integer(34, 54),
        fill: onDark ? '#ffffff' : palette.deep,
        opacity: 0.3,
      }),
    )
    .join('');
  const shift = random.integer(-50, 50);
  const motif = placeInBox(motifs[variant % motifs.length](ink), { x: 170 + shift, y: 110, width: 460, height: 380 });

  return svgDocument(
    WIDTH,
    HEIGHT,
    rect(0, 0, WIDTH, HEIGHT, { fill: 'url(#bg)' }) + blobs + dots + glyphs + motif,
    linearGradient('bg', from, to),
  );
}
