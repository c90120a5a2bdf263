import { IMAGE_ASPECTS, type IllustrationSpec, type ImageMotif } from '../../src/server/db/seed/demo-images.ts';
import { seededRandom, type SeededRandom } from '../../src/server/db/seed/seeded-random.ts';
import { inkFor, type Motif } from './ink.ts';
import { flask, microscope } from './motifs-science.ts';
import { barChart, geometry } from './motifs-math-code.ts';
import { bookStack, calendar, checklist, classroom, clock, compass, envelope, lightbulb, map, milestonePath, people, trophy } from './motifs-school.ts';
import { PALETTES, type Palette } from './palettes.ts';
import { circle, element, ellipse, linearGradient, path, placeInBox, rect, svgDocument } from './svg.ts';

const MOTIFS: Record<Exclude<ImageMotif, 'horizon'>, Motif> = {
  lightbulb,
  path: milestonePath,
  classroom,
  people,
  checklist,
  compass,
  chart: barChart,
  calendar,
  trophy,
  envelope,
  map,
  microscope,
  books: bookStack,
  flask,
  geometry,
  clock,
};

/** A block or hero picture: a calm scene on a soft ground, or a dark horizon behind overlaid text. */
export function illustrationSvg(spec: IllustrationSpec, key: string): string {
  const { width, height } = IMAGE_ASPECTS[spec.aspect];
  const random = seededRandom(key);
  const palette = PALETTES[spec.palette];
  return spec.motif === 'horizon'
    ? horizon(width, height, palette, random)
    : scene(width, height, palette, MOTIFS[spec.motif], random);
}

function scene(width: number, height: number, palette: Palette, motif: Motif, random: SeededRandom): string {
  const decorations = Array.from({ length: 5 }, (_, i) => {
    const x = random.integer(0, width);
    const y = random.integer(0, height);
    return i < 2
      ? circle(x, y, random.integer(60, 160), { fill: palette.main, opacity: 0.07 })
      : circle(x, y, random.integer(10, 22), { fill: 'none', stroke: i === 4 ? palette.accent : palette.main, 'stroke-width': 5, opacity: 0.5 });
  }).join('');
  const boxHeight = height * 0.7;
  const box = { x: width * 0.15, y: height * 0.12, width: width * 0.7, height: boxHeight };
  return svgDocument(
    width,
    height,
    rect(0, 0, width, height, { fill: 'url(#bg)' }) +
      decorations +
      ellipse(width / 2, box.y + boxHeight + height * 0.04, width * 0.28, height * 0.035, { fill: palette.deep, opacity: 0.1 }) +
      placeInBox(motif(inkFor(palette, false)), box),
    linearGradient('bg', palette.wash, palette.light),
  );
}

/** Rolling hills under a starry gradient sky; dark enough for white text on top. */
function horizon(width: number, height: number, palette: Palette, random: SeededRandom): string {
  const hill = (base: number, amplitude: number, colour: string, opacity: number) => {
    const peaks = Array.from({ length: 4 }, (_, i) => {
      const x = (width / 4) * (i + 0.5) + random.integer(-60, 60);
      const y = base - random.integer(amplitude / 2, amplitude);
      return `${x} ${y}`;
    });
    return path(`M0 ${base}Q${peaks[0]} ${width / 4} ${base}T${width / 2} ${base}T${(width * 3) / 4} ${base}T${width} ${base}V${height}H0z`, {
      fill: colour,
      opacity,
    });
  };
  const stars = Array.from({ length: 26 }, () =>
    circle(random.integer(0, width), random.integer(0, height * 0.55), random.integer(1, 3), { fill: '#ffffff', opacity: 0.7 }),
  ).join('');
  const sunX = random.integer(width * 0.55, width * 0.85);
  const sunY = random.integer(height * 0.2, height * 0.4);
  const rings = [180, 260, 340]
    .map((r) => circle(sunX, sunY, r, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.08 }))
    .join('');
  return svgDocument(
    width,
    height,
    rect(0, 0, width, height, { fill: 'url(#sky)' }) +
      stars +
      rings +
      circle(sunX, sunY, 70, { fill: palette.accent, opacity: 0.9 }) +
      circle(sunX, sunY, 110, { fill: palette.accent, opacity: 0.15 }) +
      hill(height * 0.72, 120, palette.main, 0.55) +
      hill(height * 0.82, 90, palette.deep, 0.7) +
      constellation(random, width, height, palette) +
      academy(random.integer(width * 0.12, width * 0.3) + (sunX > width * 0.7 ? width * 0.45 : 0), height * 0.9, height / 700) +
      hill(height * 0.92, 60, '#0b1533', 0.55),
    linearGradient('sky', palette.deep, palette.main),
  );
}

/** A few linked stars: the academy's small nod to navigation and curiosity. */
function constellation(random: SeededRandom, width: number, height: number, palette: Palette): string {
  const originX = random.integer(width * 0.08, width * 0.35);
  const points = Array.from({ length: 5 }, (_, i) => [originX + i * random.integer(40, 70), random.integer(height * 0.1, height * 0.35)]);
  return (
    path(`M${points.map(([x, y]) => `${x} ${y}`).join('L')}`, { fill: 'none', stroke: palette.light, 'stroke-width': 1.5, opacity: 0.35 }) +
    points.map(([x, y]) => circle(x, y, 4, { fill: '#ffffff', opacity: 0.85 })).join('')
  );
}

/** A hall with a pediment and a domed observatory, in silhouette on the hill. */
function academy(x: number, baseline: number, scale: number): string {
  const windows = [-110, -80, -50, -20, 10, 40].map((wx) => rect(wx, -56, 14, 30, { rx: 7, fill: '#f5ca70', opacity: 0.55 })).join('');
  return element(
    'g',
    { transform: `translate(${Math.round(x)} ${Math.round(baseline)}) scale(${Math.round(scale * 100) / 100})`, fill: '#0b1533' },
    rect(-130, -70, 200, 70) +
      path('M-142 -70L-30 -118L82 -70z') +
      rect(80, -96, 64, 96) +
      path('M80 -96a32 32 0 0 1 64 0z') +
      windows +
      rect(106, -120, 10, 22, { fill: '#f5ca70', opacity: 0.55 }),
  );
}
