import type { PortraitLook } from '../../src/server/db/seed/demo-images.ts';
import { seededRandom, type SeededRandom } from '../../src/server/db/seed/seeded-random.ts';
import { circle, element, ellipse, group, path, rect, shade, svgDocument } from './svg.ts';

const SKIN_TONES = ['#f6d7c3', '#efc9a8', '#e8b58f', '#d9a27a', '#c68b5f', '#b27449', '#9a5f3a', '#7d4a2c', '#5f3822', '#f3cfb0', '#deae86'];
const HAIR_COLOURS = ['#1d1510', '#2b1b12', '#3b2417', '#4a2c1a', '#6b4226', '#8a5a32', '#b0814a', '#141414', '#5a3a24'];
const GREY_HAIR = ['#b4b1ad', '#cfccc8', '#9a9794', '#e2dfda'];
const EYE_COLOURS = ['#3b2416', '#4a2e1c', '#2a1b12', '#5b4a2a', '#3d5a6b', '#4f6b3a'];
const CLOTHES = ['#1f2f4f', '#2f4858', '#5b2333', '#6b4f2a', '#2f4f3a', '#4a4e57', '#7a3b2e', '#3b3563', '#24506b', '#8c6a4f', '#3a3a3a'];
const SHIRTS = ['#ffffff', '#dfe8f5', '#f3efe6', '#e8eef0'];
const FRAMES = ['#2b2b2b', '#5a3a22', '#7b828c', '#1f3563', '#8a2a2a'];
const BACKDROPS = ['#c9d6ea', '#e6d8c3', '#cfe0d6', '#e4cfcf', '#d8d2e8', '#cde3e8', '#ddd6c8', '#d5dcc5'];

const SIZE = 240;
const CX = 120;

/** Mixes two hex colours; `amount` is the share of the second. */
function mix(a: string, b: string, amount: number): string {
  const channels = (hex: string) => [16, 8, 0].map((shift) => (Number.parseInt(hex.slice(1), 16) >> shift) & 255);
  const [x, y] = [channels(a), channels(b)];
  return `#${x.map((value, i) => Math.round(value + (y[i] - value) * amount).toString(16).padStart(2, '0')).join('')}`;
}

const lightness = (hex: string) => [16, 8, 0].reduce((sum, shift) => sum + ((Number.parseInt(hex.slice(1), 16) >> shift) & 255), 0) / 765;

/** Hair that nearly matches the skin reads as a bald head: darken it until the two part. */
function apartFrom(skin: string, hair: string): string {
  return Math.abs(lightness(skin) - lightness(hair)) < 0.15 ? shade(hair, -0.55) : hair;
}

interface Face {
  skin: string;
  hair: string;
  /** Half the width of the skull at the temples. */
  w: number;
  /** Half the width of the jaw near the chin. */
  jaw: number;
  older: boolean;
  random: SeededRandom;
}

/**
 * A head-and-shoulders studio portrait of a fictional person: soft lit backdrop, clothes with a
 * collar, jacket or sweater, and a face with ears, brows, eyes, nose and mouth, lit from the
 * upper left. `key` makes every choice repeatable.
 */
export function portraitSvg(look: PortraitLook, key: string): string {
  const random = seededRandom(key);
  const skin = random.pick(SKIN_TONES);
  const face: Face = {
    skin,
    hair: look.grey ? random.pick(GREY_HAIR) : apartFrom(skin, random.pick(HAIR_COLOURS)),
    w: random.integer(39, 45),
    jaw: random.integer(18, 26),
    older: Boolean(look.grey) || random.integer(0, 4) === 0,
    random,
  };
  const backdrop = random.pick(BACKDROPS);
  const clothes = random.pick(CLOTHES);
  const outfit = random.integer(0, 4);
  const smile = random.integer(0, 2);

  const figure = [
    ellipse(CX, 250, 120, 40, { fill: '#000', opacity: 0.12 }),
    backHair(look, face),
    neck(face),
    clothing(outfit, clothes, random.pick(SHIRTS), face.skin),
    ears(face),
    head(face),
    features(face, random.pick(EYE_COLOURS), smile),
    look.beard ? beard(face) : '',
    mouth(face, smile, Boolean(look.beard)),
    frontHair(look, face),
    look.glasses ? glasses(random.pick(FRAMES), random.integer(0, 1)) : '',
  ];
  // Drawn at a comfortable size, then enlarged about the bottom centre so the head fills the frame as in a studio portrait.
  const parts = [rect(0, 0, SIZE, SIZE, { fill: 'url(#bg)' }), group(figure.join(''), { transform: 'translate(-18 -36) scale(1.15)' })];
  const defs = element(
    'radialGradient',
    { id: 'bg', cx: 0.38, cy: 0.3, r: 0.85 },
    element('stop', { offset: 0, 'stop-color': shade(backdrop, 0.45) }) + element('stop', { offset: 1, 'stop-color': shade(backdrop, -0.18) }),
  );
  return svgDocument(SIZE, SIZE, parts.join(''), defs);
}

function neck(face: Face): string {
  const { skin } = face;
  return path('M103 148v40q17 12 34 0v-40z', { fill: shade(skin, -0.06) }) + path('M103 158q17 18 34 0v-12h-34z', { fill: shade(skin, -0.3), opacity: 0.45 });
}

/** 0 crew-neck sweater, 1 shirt collar, 2 jacket over a shirt, 3 turtleneck, 4 cardigan over a tee. */
function clothing(outfit: number, colour: string, shirt: string, skin: string): string {
  const body = path('M14 240c4-42 30-58 72-64l34 10 34-10c42 6 68 22 72 64z', { fill: colour });
  const shadow = path('M154 176c42 6 68 22 72 64h-50c0-30-10-50-22-64z', { fill: '#000', opacity: 0.14 });
  const dark = shade(colour, -0.3);
  switch (outfit) {
    case 0:
      return body + shadow + path('M96 178q24 22 48 0', { fill: 'none', stroke: dark, 'stroke-width': 7, 'stroke-linecap': 'round' });
    case 1:
      return (
        body + shadow +
        path('M104 180l16 30 16-30z', { fill: skin }) +
        path('M101 176l19 22-8 12-18-24zM139 176l-19 22 8 12 18-24z', { fill: shirt, stroke: shade(shirt, -0.15), 'stroke-width': 1.5 }) +
        path('M120 210v30', { stroke: dark, 'stroke-width': 2 })
      );
    case 2:
      return (
        body + shadow +
        path('M100 178l20 62 20-62z', { fill: shirt }) +
        path('M102 176l18 24-6 6 6 34M138 176l-18 24 6 6-6 34', { fill: 'none', stroke: shade(shirt, -0.2), 'stroke-width': 1.5 }) +
        path('M98 180l22 60-34-32 10-8-8-12zM142 180l-22 60 34-32-10-8 8-12z', { fill: dark })
      );
    case 3:
      return body + shadow + path('M101 160q19 8 38 0v24q-19 10-38 0z', { fill: shade(colour, 0.08) }) +
        path('M103 168q17 6 34 0M103 176q17 6 34 0', { fill: 'none', stroke: dark, 'stroke-width': 1.5, opacity: 0.6 });
    default:
      return (
        body + shadow +
        path('M100 178q20 12 40 0l-20 62z', { fill: shirt }) +
        path('M100 178l20 62M140 178l-20 62', { fill: 'none', stroke: dark, 'stroke-width': 5 }) +
        [206, 222].map((y) => circle(CX + 1, y, 2.2, { fill: dark })).join('')
      );
  }
}

function ears(face: Face): string {
  const { skin, w } = face;
  const ear = (x: number, side: number) =>
    path(`M${x} 106c${-9 * side} -6 ${-12 * side} 6 ${-10 * side} 14c2 8 ${7 * side} 12 ${10 * side} 10z`, { fill: shade(skin, -0.04) }) +
    path(`M${x - 3 * side} 111c${-4 * side} -1 ${-5 * side} 5 ${-3 * side} 9`, { fill: 'none', stroke: shade(skin, -0.3), 'stroke-width': 1.6, 'stroke-linecap': 'round' });
  return ear(CX - w + 2, 1) + ear(CX + w - 2, -1);
}

function head(face: Face): string {
  const { skin, w, jaw } = face;
  const [l, r] = [CX - w, CX + w];
  const outline = `M${l} 104C${l} 36 ${r} 36 ${r} 104C${r} 140 ${CX + jaw} 170 ${CX} 173C${CX - jaw} 170 ${l} 140 ${l} 104z`;
  // Light from the upper left: a shadow down the right cheek and a highlight on the forehead.
  const shadow = `M${r} 104C${r} 140 ${CX + jaw} 170 ${CX} 173C${CX + jaw - 4} 162 ${r - 8} 136 ${r - 6} 104C${r - 6} 80 ${r - 12} 64 ${r - 20} 56C${r - 6} 64 ${r} 80 ${r} 104z`;
  return path(outline, { fill: skin }) + path(shadow, { fill: shade(skin, -0.22), opacity: 0.5 }) + ellipse(CX - 10, 92, 14, 6, { fill: '#fff', opacity: 0.1 });
}

function features(face: Face, eyeColour: string, smile: number): string {
  const { skin, hair, random, older } = face;
  const line = shade(skin, -0.5);
  const brow = GREY_HAIR.includes(hair) ? shade(hair, -0.35) : shade(hair, -0.1);
  const arch = random.integer(3, 7);
  const eye = (x: number, side: number) => {
    const y = 113;
    return (
      path(`M${x - 9} ${y}q9 -${smile ? 6 : 7} 18 0q-9 ${smile ? 4 : 6} -18 0z`, { fill: '#f7f2ec' }) +
      circle(x + side * 0.5, y - 0.2, 3.9, { fill: eyeColour }) +
      circle(x + side * 0.5, y - 0.2, 1.8, { fill: '#120c08' }) +
      circle(x + side * 0.5 + 1.2, y - 1.6, 1, { fill: '#fff' }) +
      path(`M${x - 10} ${y + 0.5}q10 -${smile ? 8 : 9} 20 0`, { fill: 'none', stroke: line, 'stroke-width': 2.2, 'stroke-linecap': 'round' }) +
      path(`M${x - 8} ${y - 5}q8 -5 16 0`, { fill: 'none', stroke: shade(skin, -0.2), 'stroke-width': 1.2, opacity: 0.7 }) +
      path(`M${x - 11 * side} ${y - 11}q${10 * side} -${arch} ${21 * side} -1`, { fill: 'none', stroke: brow, 'stroke-width': 3.4, 'stroke-linecap': 'round' })
    );
  };
  const nose =
    path('M123 114q4 12 5 20q-3 4 -9 3', { fill: 'none', stroke: shade(skin, -0.3), 'stroke-width': 2, 'stroke-linecap': 'round' }) +
    ellipse(114, 136, 2.4, 1.3, { fill: shade(skin, -0.4) }) +
    ellipse(126, 136, 2.4, 1.3, { fill: shade(skin, -0.4) }) +
    circle(119, 130, 2.6, { fill: '#fff', opacity: 0.22 });
  const cheeks = ellipse(99, 130, 8, 4.5, { fill: '#d9655a', opacity: 0.12 }) + ellipse(141, 130, 8, 4.5, { fill: '#d9655a', opacity: 0.12 });
  const lines = older
    ? path('M104 88q16 -4 32 0M106 95q14 -3 28 0M108 140q-6 8 -4 16M132 140q6 8 4 16M92 117l-5 3M148 117l5 3', {
        fill: 'none',
        stroke: shade(skin, -0.28),
        'stroke-width': 1.3,
        opacity: 0.55,
        'stroke-linecap': 'round',
      })
    : '';
  return eye(103, -1) + eye(137, 1) + nose + cheeks + lines;
}

function mouth(face: Face, smile: number, bearded: boolean): string {
  const lip = mix(face.skin, '#a4463f', 0.5);
  const y = 152;
  if (smile === 2) {
    return path(`M107 ${y - 1}q13 12 26 0q-13 3 -26 0z`, { fill: '#fff', stroke: lip, 'stroke-width': 2.4, 'stroke-linejoin': 'round' });
  }
  const corners = smile === 1 ? 2.5 : 0;
  return (
    path(`M108 ${y - corners}q6 -4 12 -1.5q6 -2.5 12 1.5q-12 2.5 -24 0z`, { fill: shade(lip, -0.12) }) +
    path(`M108 ${y - corners}q12 ${bearded ? 7 : 9} 24 0q-12 2.5 -24 0z`, { fill: lip }) +
    ellipse(CX, y + 4, 5, 1.4, { fill: '#fff', opacity: 0.18 })
  );
}

function beard(face: Face): string {
  const { hair, w } = face;
  const [l, r] = [CX - w + 1, CX + w - 1];
  return (
    path(`M${l} 110C${l} 152 100 184 120 184C140 184 ${r} 152 ${r} 110C${r - 6} 134 140 142 120 141C100 142 ${l + 6} 134 ${l} 110z`, { fill: hair }) +
    path('M105 148q15 -9 30 0q-15 -3 -30 0z', { fill: hair, stroke: hair, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
    path(`M${r} 112C${r - 2} 150 140 180 124 183C140 172 ${r - 8} 150 ${r - 4} 124z`, { fill: '#000', opacity: 0.15 })
  );
}

function backHair(look: PortraitLook, face: Face): string {
  const { hair, w } = face;
  const [l, r] = [CX - w, CX + w];
  switch (look.hair) {
    case 'long':
      return path(`M${l - 8} 100C${l - 12} 60 ${l - 4} 40 ${CX} 40C${r + 4} 40 ${r + 12} 60 ${r + 8} 100C${r + 12} 150 ${r + 20} 190 ${r + 6} 214C${CX + 10} 224 ${CX - 10} 224 ${l - 6} 214C${l - 20} 190 ${l - 12} 150 ${l - 8} 100z`, { fill: shade(hair, -0.12) });
    case 'bob':
      return path(`M${l - 8} 100C${l - 12} 60 ${l - 4} 40 ${CX} 40C${r + 4} 40 ${r + 12} 60 ${r + 8} 100l4 58q-18 8 -30 2h-${2 * w - 44}q-12 6 -30 -2z`, { fill: shade(hair, -0.12) });
    case 'curly':
      return group(
        [[-36, 64], [-20, 52], [0, 48], [20, 52], [36, 64], [46, 86], [-46, 86], [-48, 110], [48, 110], [-44, 134], [44, 134]]
          .map(([dx, y]) => circle(CX + dx, y, 20))
          .join(''),
        { fill: shade(hair, -0.1) },
      );
    case 'ponytail':
      return path(`M${r - 6} 80q34 6 30 64q-2 24 -14 36q2 -36 -18 -62z`, { fill: shade(hair, -0.12) });
    case 'bun':
      return circle(CX + 4, 42, 21, { fill: hair }) + path(`M${CX - 12} 40q16 -12 32 0`, { fill: 'none', stroke: shade(hair, 0.25), 'stroke-width': 2, opacity: 0.6 });
    default:
      return '';
  }
}

function frontHair(look: PortraitLook, face: Face): string {
  const { hair, w, random } = face;
  const [l, r] = [CX - w, CX + w];
  const sheen = (d: string) => path(d, { fill: 'none', stroke: shade(hair, 0.3), 'stroke-width': 2.5, opacity: 0.45, 'stroke-linecap': 'round' });
  switch (look.hair) {
    case 'bald':
      return (
        path(`M${l + 1} 112q-4 -22 6 -34l6 4q-6 12 -4 30zM${r - 1} 112q4 -22 -6 -34l-6 4q6 12 4 30z`, { fill: hair }) +
        ellipse(CX - 14, 66, 16, 7, { fill: '#fff', opacity: 0.18, transform: `rotate(-18 ${CX - 14} 66)` })
      );
    case 'short': {
      // A side parting or a short crop, with the hairline a little different each time.
      const part = random.integer(0, 1) === 1;
      const hairline = part
        ? `${r - 2} 98Q${r - 6} 74 ${CX + 10} 72Q${CX - 14} 66 ${CX - 20} 80Q${l + 8} 78 ${l + 3} 98`
        : `${r - 2} 98Q${r - 8} 76 ${CX} 76Q${l + 8} 76 ${l + 3} 98`;
      return (
        path(`M${l - 3} 106C${l - 6} 62 ${l} 43 ${CX} 43C${r} 43 ${r + 6} 62 ${r + 3} 106L${hairline}z`, { fill: hair }) +
        sheen(part ? `M${CX - 18} 56q20 -8 40 4` : `M${CX - 22} 58q22 -8 44 0`)
      );
    }
    case 'curly':
      return group(
        [[-30, 66], [-14, 58], [2, 56], [18, 58], [32, 66], [-38, 82], [40, 82]].map(([dx, y]) => circle(CX + dx, y, 13)).join(''),
        { fill: hair },
      ) + sheen(`M${CX - 16} 52q10 -4 18 0`);
    case 'bob':
      return path(`M${l - 6} 120C${l - 10} 66 ${l - 4} 41 ${CX} 41C${r + 4} 41 ${r + 10} 66 ${r + 6} 120q-6 -20 -10 -30Q${CX + 20} 92 ${CX - 6} 70Q${CX - 20} 92 ${l + 4} 92q-4 10 -10 28z`, { fill: hair }) +
        sheen(`M${CX - 24} 56q20 -10 44 2`);
    case 'long':
      return path(`M${l - 6} 150C${l - 12} 80 ${l - 6} 41 ${CX} 41C${r + 6} 41 ${r + 12} 80 ${r + 6} 150q-6 -50 -8 -60Q${CX + 24} 84 ${CX + 4} 64Q${CX - 8} 88 ${l + 6} 92q-6 20 -12 58z`, { fill: hair }) +
        sheen(`M${CX - 26} 58q22 -12 48 0`);
    default:
      // Ponytail and bun: hair drawn back from a centre or side parting.
      return path(`M${l - 2} 104C${l - 6} 62 ${l} 44 ${CX} 44C${r} 44 ${r + 6} 62 ${r + 2} 104Q${r - 6} 80 ${CX + 6} 70Q${CX - 10} 72 ${l + 4} 92z`, { fill: hair }) +
        sheen(`M${CX - 20} 56q18 -8 36 -2`);
  }
}

function glasses(frame: string, round: number): string {
  const style = { fill: '#fff', 'fill-opacity': 0.12, stroke: frame, 'stroke-width': 2.6 };
  const lenses = round
    ? circle(103, 114, 12, style) + circle(137, 114, 12, style)
    : rect(90, 104, 26, 19, { rx: 5, ...style }) + rect(124, 104, 26, 19, { rx: 5, ...style });
  return lenses + path('M115 112q5 -4 10 0M90 110l-10 -3M150 110l10 -3', { fill: 'none', stroke: frame, 'stroke-width': 2.4 }) + path('M96 108l5 -2', { stroke: '#fff', 'stroke-width': 2, opacity: 0.5 });
}
