import { IMAGE_ASPECTS, type IllustrationSpec, type ImageMotif } from '../../src/server/db/seed/demo-images.ts';
import { seededRandom, type SeededRandom } from '../../src/server/db/seed/seeded-random.ts';
import { inkFor, type Motif } from './ink.ts';
import { flask, microscope } from './motifs-science.ts';
import { barChart, geometry } from './motifs-math-code.ts';
import { bookStack, calendar, checklist, classroom, clock, compass, envelope, lightbulb, map, milestonePath, people, trophy } from './motifs-school.ts';
import { PALETTES, type Palette } from './palettes.ts';
import { sceneSvg } from './scenes.ts';
import { circle, ellipse, linearGradient, placeInBox, rect, svgDocument } from './svg.ts';

const MOTIFS: Record<ImageMotif, Motif> = {
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

/** A block or hero picture: a calm motif on a soft ground beside text, or a composed dark scene behind it. */
export function illustrationSvg(spec: IllustrationSpec, key: string): string {
  if (spec.aspect === 'banner') return sceneSvg(spec.scene);
  const { width, height } = IMAGE_ASPECTS[spec.aspect];
  return scene(width, height, PALETTES[spec.palette], MOTIFS[spec.motif], seededRandom(key));
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
