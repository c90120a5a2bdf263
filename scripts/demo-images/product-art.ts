import type { SubjectTheme } from '../../src/server/db/seed/demo-images.ts';
import { seededRandom } from '../../src/server/db/seed/seeded-random.ts';
import { inkFor, type Motif } from './ink.ts';
import { atom, benzene, cell, dna, flask, incline, leaf, microscope, molecule, moon, orbits, pendulum, planet, telescope, testTubes, waves } from './motifs-science.ts';
import { barChart, binaryTree, codeWindow, coins, flowchart, geometry, parabola, pascal, pie, solids, supplyDemand, terminal, triangle } from './motifs-math-code.ts';
import { bookStack, openBook, pen, quotes } from './motifs-school.ts';
import { PALETTES } from './palettes.ts';
import { circle, ellipse, group, line, linearGradient, placeInBox, rect, shade, svgDocument, text } from './svg.ts';

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

/**
 * A 4:3 subject illustration. Each variant pairs a main motif with a different smaller one and
 * changes the ground, the layout and the backdrop pattern, so that the pictures of one subject
 * stay distinct for as many variants as the subject has ordered pairs of motifs.
 */
export function productArtSvg(subject: SubjectTheme, variant: number): string {
  const random = seededRandom(`product-${subject}-${variant}`);
  const motifs = SUBJECT_MOTIFS[subject];
  const palette = PALETTES[subject];
  const round = Math.floor(variant / motifs.length);
  const main = variant % motifs.length;
  const second = (main + 1 + (round % (motifs.length - 1))) % motifs.length;
  const onDark = (variant + round) % 2 === 1;
  const ink = inkFor(palette, onDark);
  const [from, to] = onDark ? [shade(palette.deep, -0.25), palette.main] : [palette.wash, palette.light];
  const tint = onDark ? '#ffffff' : palette.main;

  const blobs = Array.from({ length: 3 }, () =>
    circle(random.integer(0, WIDTH), random.integer(0, HEIGHT), random.integer(90, 200), { fill: tint, opacity: onDark ? 0.07 : 0.08 }),
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
  const layout = LAYOUTS[round % LAYOUTS.length];
  const card = layout.second;
  return svgDocument(
    WIDTH,
    HEIGHT,
    rect(0, 0, WIDTH, HEIGHT, { fill: 'url(#bg)' }) +
      BACKDROPS[(variant + round) % BACKDROPS.length](tint) +
      blobs +
      glyphs +
      ellipse(layout.main.x + layout.main.width / 2, layout.main.y + layout.main.height + 14, layout.main.width * 0.38, 16, { fill: '#000', opacity: onDark ? 0.25 : 0.08 }) +
      placeInBox(motifs[main](ink), layout.main) +
      rect(card.x - 14, card.y - 14, card.width + 28, card.height + 28, { rx: 22, fill: onDark ? '#ffffff' : palette.deep, opacity: onDark ? 0.1 : 0.06 }) +
      placeInBox(motifs[second](ink), card),
    linearGradient('bg', from, to),
  );
}

type Box = { x: number; y: number; width: number; height: number };

/** Where the main motif and the smaller second one sit. */
const LAYOUTS: { main: Box; second: Box }[] = [
  { main: { x: 90, y: 150, width: 470, height: 360 }, second: { x: 570, y: 70, width: 170, height: 128 } },
  { main: { x: 250, y: 110, width: 480, height: 370 }, second: { x: 60, y: 410, width: 170, height: 128 } },
  { main: { x: 160, y: 190, width: 480, height: 340 }, second: { x: 60, y: 50, width: 170, height: 128 } },
  { main: { x: 70, y: 80, width: 460, height: 350 }, second: { x: 570, y: 400, width: 170, height: 128 } },
];

/** Quiet patterns behind the motifs. */
const BACKDROPS: ((tint: string) => string)[] = [
  (tint) => Array.from({ length: 20 }, (_, i) => circle(40 + (i % 5) * 22, 40 + Math.floor(i / 5) * 22, 3, { fill: tint, opacity: 0.35 })).join(''),
  (tint) => group(Array.from({ length: 9 }, (_, i) => line(i * 100 - 100, 600, i * 100 + 200, 0)).join(''), { stroke: tint, 'stroke-width': 18, opacity: 0.05 }),
  (tint) => group([120, 200, 280].map((r) => circle(720, 560, r)).join(''), { fill: 'none', stroke: tint, 'stroke-width': 3, opacity: 0.12 }),
];
