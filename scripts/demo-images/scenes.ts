import { IMAGE_ASPECTS, type ImagePalette, type SceneName } from '../../src/server/db/seed/demo-images.ts';
import { seededRandom, type SeededRandom } from '../../src/server/db/seed/seeded-random.ts';
import { inkFor, type Motif } from './ink.ts';
import { barChart, binaryTree, codeWindow, coins, flowchart, geometry, parabola, pascal, pie, solids, triangle } from './motifs-math-code.ts';
import { atom, cell, dna, flask, incline, leaf, microscope, molecule, orbits, pendulum, planet, telescope, testTubes, waves } from './motifs-science.ts';
import {
  bookStack, calendar, checklist, classroom, clock, compass, envelope, lightbulb, map, milestonePath, openBook, pen, people, quill, quotes, trophy,
} from './motifs-school.ts';
import { PALETTES, type Palette } from './palettes.ts';
import { circle, ellipse, group, line, linearGradient, path, placeInBox, radialGradient, rect, shade, svgDocument, text } from './svg.ts';

/** What fills the sky behind a scene. */
type Backdrop = 'grid' | 'stars' | 'rays' | 'bubbles' | 'circuit' | 'waves' | 'confetti';
/** What the main object stands on. */
type Ground = 'desk' | 'bench' | 'hills' | 'podium';

interface SceneSpec {
  palette: ImagePalette;
  backdrop: Backdrop;
  ground: Ground;
  main: Motif;
  companions: [Motif, Motif];
  glyphs: string[];
}

const SCENE_SPECS: Record<SceneName, SceneSpec> = {
  mathematics: { palette: 'mathematics', backdrop: 'grid', ground: 'desk', main: geometry, companions: [triangle, pascal], glyphs: ['π', '∑', '√2', '∞', '∫'] },
  physics: { palette: 'physics', backdrop: 'rays', ground: 'bench', main: pendulum, companions: [orbits, waves], glyphs: ['F=ma', 'λ', 'ω', 'Δv'] },
  chemistry: { palette: 'chemistry', backdrop: 'bubbles', ground: 'bench', main: flask, companions: [molecule, testTubes], glyphs: ['H₂O', 'pH', 'CO₂', 'e⁻'] },
  biology: { palette: 'biology', backdrop: 'waves', ground: 'hills', main: leaf, companions: [cell, dna], glyphs: ['DNA', 'ATP', 'O₂', 'RNA'] },
  'computer-science': {
    palette: 'computer-science', backdrop: 'circuit', ground: 'desk', main: codeWindow, companions: [binaryTree, flowchart], glyphs: ['{ }', '01', '=>', 'if'],
  },
  writing: { palette: 'writing', backdrop: 'waves', ground: 'desk', main: openBook, companions: [quill, quotes], glyphs: ['Aa', '¶', '&', '§'] },
  economics: { palette: 'economics', backdrop: 'grid', ground: 'podium', main: barChart, companions: [coins, pie], glyphs: ['$', '%', '¥', '€'] },
  astronomy: { palette: 'astronomy', backdrop: 'stars', ground: 'hills', main: telescope, companions: [planet, orbits], glyphs: ['★', '✦', 'AU', 'ly'] },
  about: { palette: 'brand', backdrop: 'rays', ground: 'hills', main: milestonePath, companions: [lightbulb, people], glyphs: ['2016', '★', 'Aa', 'π'] },
  programs: { palette: 'biology', backdrop: 'bubbles', ground: 'podium', main: bookStack, companions: [atom, triangle], glyphs: ['π', 'H₂O', '{ }', 'Aa'] },
  assessments: { palette: 'physics', backdrop: 'grid', ground: 'desk', main: checklist, companions: [compass, barChart], glyphs: ['A+', '✓', '%', '?'] },
  insights: { palette: 'chemistry', backdrop: 'bubbles', ground: 'podium', main: people, companions: [atom, parabola], glyphs: ['x²', 'λ', '4-8', '?'] },
  inspire: { palette: 'writing', backdrop: 'rays', ground: 'hills', main: lightbulb, companions: [microscope, pen], glyphs: ['?', '!', '1:1', '✦'] },
  events: { palette: 'economics', backdrop: 'confetti', ground: 'podium', main: trophy, companions: [calendar, people], glyphs: ['★', '1st', '✦'] },
  teach: { palette: 'computer-science', backdrop: 'grid', ground: 'desk', main: classroom, companions: [bookStack, checklist], glyphs: ['Aa', 'π', '✓', '{ }'] },
  contact: { palette: 'brand', backdrop: 'waves', ground: 'desk', main: envelope, companions: [map, clock], glyphs: ['@', '✉', '☎', '?'] },
  blog: { palette: 'mathematics', backdrop: 'bubbles', ground: 'desk', main: quotes, companions: [pen, flask], glyphs: ['¶', 'Aa', '?', '!'] },
  'home-programs': { palette: 'brand', backdrop: 'confetti', ground: 'podium', main: solids, companions: [codeWindow, atom], glyphs: ['π', 'E=mc²', '{ }', 'Aa'] },
  'home-assessments': { palette: 'chemistry', backdrop: 'grid', ground: 'desk', main: compass, companions: [incline, pascal], glyphs: ['✓', 'x²', '?', '%'] },
  'home-about': { palette: 'astronomy', backdrop: 'rays', ground: 'bench', main: microscope, companions: [lightbulb, planet], glyphs: ['?', '★', 'DNA', '✦'] },
};

/** Where the main object stands: right of centre, so the left and centre stay quiet under the text. */
const STAGE = { x: 1290, floor: 585 };

/**
 * A scene behind overlaid text (16:7): a dark gradient sky with a pool of light, a patterned
 * backdrop, a ground, the subject's main object with two companions on cards, and floating
 * symbols. The left and centre keep dark colours so that white text on them stays above 4.5:1.
 */
export function sceneSvg(name: SceneName): string {
  const { width, height } = IMAGE_ASPECTS.banner;
  const spec = SCENE_SPECS[name];
  const palette = PALETTES[spec.palette];
  const random = seededRandom(`scene-${name}`);
  const ink = inkFor(palette, true);
  // Objects further back are dimmer; they sit under the text, so they stay dark.
  const farInk = { ink: palette.main, fill: shade(palette.main, -0.3), soft: shade(palette.deep, -0.2), accent: shade(palette.accent, -0.45), paper: shade(palette.main, -0.45) };
  const night = shade(palette.deep, -0.62);

  const body =
    rect(0, 0, width, height, { fill: 'url(#sky)' }) +
    circle(STAGE.x, 330, 600, { fill: 'url(#glow)' }) +
    BACKDROPS[spec.backdrop](palette, random) +
    circle(STAGE.x, 330, 280, { fill: palette.main, opacity: 0.22 }) +
    circle(1520, 90, 150, { fill: palette.light, opacity: 0.07 }) +
    GROUNDS[spec.ground](palette) +
    ellipse(STAGE.x, STAGE.floor, 250, 22, { fill: '#000', opacity: 0.28 }) +
    companion(spec.companions[0](farInk), 640, 70) +
    companion(spec.companions[1](farInk), 820, 390) +
    placeInBox(spec.main(ink), { x: STAGE.x - 265, y: 105, width: 530, height: 470 }) +
    glyphs(spec.glyphs, palette, random) +
    sparkles(palette, random);
  return svgDocument(
    width,
    height,
    body,
    linearGradient('sky', night, shade(palette.deep, -0.2), false) + radialGradient('glow', palette.main, 0.55),
  );
}

/** A dimmer object on a translucent card: the scene's back plane. */
function companion(drawing: string, x: number, y: number): string {
  return (
    rect(x + 10, y + 12, 250, 200, { rx: 28, fill: '#000', opacity: 0.2 }) +
    rect(x, y, 250, 200, { rx: 28, fill: '#fff', opacity: 0.05 }) +
    group(placeInBox(drawing, { x: x + 20, y: y + 20, width: 210, height: 160 }), { opacity: 0.75 })
  );
}

function glyphs(symbols: string[], palette: Palette, random: SeededRandom): string {
  const spots = [
    [980, 120],
    [1000, 560],
    [1510, 640],
    [1540, 300],
    [540, 330],
  ];
  return symbols
    .map((symbol, i) => {
      const [x, y] = spots[i % spots.length];
      return text(x + random.integer(-30, 30), y + random.integer(-20, 20), symbol, {
        'font-family': 'Georgia,serif',
        'font-style': 'italic',
        'font-size': random.integer(34, 52),
        fill: palette.light,
        opacity: 0.28,
      });
    })
    .join('');
}

function sparkles(palette: Palette, random: SeededRandom): string {
  return Array.from({ length: 4 }, () => {
    const x = random.integer(1000, 1580);
    const y = random.integer(40, 640);
    const r = random.integer(6, 12);
    return path(`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z`, { fill: palette.accent, opacity: 0.85 });
  }).join('');
}

const BACKDROPS: Record<Backdrop, (palette: Palette, random: SeededRandom) => string> = {
  grid: (palette) =>
    group(
      Array.from({ length: 19 }, (_, i) => line(i * 90, 0, i * 90, 700)).join('') + Array.from({ length: 8 }, (_, i) => line(0, 40 + i * 90, 1600, 40 + i * 90)).join(''),
      { stroke: palette.light, 'stroke-width': 1.5, opacity: 0.07 },
    ) + circle(1290, 330, 380, { fill: 'none', stroke: palette.light, 'stroke-width': 2, 'stroke-dasharray': '6 14', opacity: 0.2 }),
  stars: (_, random) =>
    Array.from({ length: 46 }, () =>
      circle(random.integer(0, 1600), random.integer(0, 520), random.integer(1, 3) * 0.8, { fill: '#fff', opacity: random.integer(3, 8) / 10 }),
    ).join(''),
  rays: (palette) =>
    group(
      [-62, -38, -14, 10, 34].map((angle) => path('M0 0L1200 -70L1200 70z', { transform: `translate(1290 330) rotate(${angle + 180})` })).join(''),
      { fill: palette.light, opacity: 0.04 },
    ),
  bubbles: (palette, random) =>
    Array.from({ length: 16 }, () =>
      circle(random.integer(540, 1600), random.integer(20, 680), random.integer(8, 40), { fill: 'none', stroke: palette.light, 'stroke-width': 3, opacity: 0.16 }),
    ).join(''),
  circuit: (palette, random) =>
    group(
      Array.from({ length: 10 }, (_, i) => {
        const y = 50 + i * 62;
        const x = random.integer(420, 900);
        const bend = random.integer(60, 160);
        return path(`M${x} ${y}h${bend}l40 40h${random.integer(120, 400)}`) + circle(x, y, 6);
      }).join(''),
      { fill: 'none', stroke: palette.light, 'stroke-width': 3, opacity: 0.16 },
    ),
  waves: (palette) =>
    group(
      [120, 200, 280, 600, 660].map((y) => path(`M0 ${y}q100 -40 200 0t200 0 200 0 200 0 200 0 200 0 200 0 200 0`)).join(''),
      { fill: 'none', stroke: palette.light, 'stroke-width': 2.5, opacity: 0.1 },
    ),
  confetti: (palette, random) =>
    Array.from({ length: 30 }, () => {
      const x = random.integer(960, 1600);
      const y = random.integer(10, 560);
      return rect(x, y, 14, 6, { rx: 3, fill: random.pick([palette.accent, palette.light, '#ffffff']), opacity: 0.55, transform: `rotate(${random.integer(0, 180)} ${x} ${y})` });
    }).join(''),
};

const GROUNDS: Record<Ground, (palette: Palette) => string> = {
  desk: (palette) =>
    path(`M520 700L640 ${STAGE.floor - 10}H1600V700z`, { fill: shade(palette.deep, -0.35) }) +
    path(`M640 ${STAGE.floor - 10}H1600v10H630z`, { fill: palette.main, opacity: 0.45 }) +
    rect(1200, 640, 260, 12, { rx: 6, fill: palette.light, opacity: 0.12 }),
  bench: (palette) =>
    rect(600, STAGE.floor - 12, 1000, 24, { fill: shade(palette.main, -0.25) }) +
    rect(600, STAGE.floor + 12, 1000, 130, { fill: shade(palette.deep, -0.45) }) +
    [760, 1040, 1320].map((x) => rect(x, STAGE.floor + 40, 200, 60, { rx: 8, fill: palette.deep, opacity: 0.6 })).join(''),
  hills: (palette) =>
    path(`M560 700Q820 520 1120 ${STAGE.floor}T1600 520V700z`, { fill: shade(palette.deep, -0.15), opacity: 0.85 }) +
    path(`M0 700Q500 600 1000 640T1600 610V700z`, { fill: shade(palette.deep, -0.5) }),
  podium: (palette) =>
    ellipse(STAGE.x, STAGE.floor + 30, 360, 60, { fill: shade(palette.deep, -0.4) }) +
    ellipse(STAGE.x, STAGE.floor + 6, 340, 44, { fill: shade(palette.main, -0.2) }) +
    ellipse(STAGE.x, STAGE.floor + 2, 300, 34, { fill: shade(palette.main, -0.05), opacity: 0.6 }),
};
