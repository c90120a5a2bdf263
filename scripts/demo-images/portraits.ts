import type { PortraitLook } from '../../src/server/db/seed/demo-images.ts';
import { seededRandom } from '../../src/server/db/seed/seeded-random.ts';
import { circle, ellipse, group, path, rect, svgDocument } from './svg.ts';

const SKIN_TONES = ['#f8d9c0', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d9a066', '#a86b3c', '#6b4127'];
const HAIR_COLOURS = ['#2b1b12', '#4a2c1a', '#6b4226', '#a0522d', '#c99a4f', '#1f1f1f', '#7a4a2a'];
const GREY_HAIR = ['#b9b9b9', '#d4d4d4', '#9e9e9e'];
const CLOTHES = ['#1c3f94', '#0f766e', '#9f1239', '#b45309', '#166534', '#475569', '#e76f51', '#6d28d9', '#0369a1'];
const BACKDROPS = ['#e8eefc', '#fdf0d5', '#e3f4ec', '#fbe4e4', '#ede7fb', '#e0f2f7', '#f4ecdf', '#eaf1d9'];

const SIZE = 240;

/** Darkens (negative) or lightens (positive) a hex colour by a fraction. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const part = (value >> shift) & 255;
    const next = amount < 0 ? part * (1 + amount) : part + (255 - part) * amount;
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A friendly head-and-shoulders illustration; `key` makes the colours repeatable. */
export function portraitSvg(look: PortraitLook, key: string): string {
  const random = seededRandom(key);
  const skin = random.pick(SKIN_TONES);
  const hair = look.grey ? random.pick(GREY_HAIR) : random.pick(HAIR_COLOURS);
  const clothes = random.pick(CLOTHES);
  const backdrop = random.pick(BACKDROPS);
  const collar = random.integer(0, 2);

  const parts = [
    rect(0, 0, SIZE, SIZE, { fill: backdrop }),
    circle(random.integer(30, 210), random.integer(20, 70), random.integer(26, 44), { fill: '#fff', opacity: 0.45 }),
    backHair(look, hair),
    // Shoulders and neck.
    path('M30 240c2-44 34-66 90-66s88 22 90 66z', { fill: clothes }),
    rect(104, 140, 32, 40, { rx: 12, fill: shade(skin, -0.12) }),
    necklineFor(collar, clothes, skin),
    // Head.
    ellipse(76, 118, 9, 12, { fill: shade(skin, -0.06) }),
    ellipse(164, 118, 9, 12, { fill: shade(skin, -0.06) }),
    ellipse(120, 112, 43, 50, { fill: skin }),
    frontHair(look, hair),
    // Face.
    path('M98 100q8-6 16 0M126 100q8-6 16 0', { stroke: shade(hair, -0.2), 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' }),
    circle(106, 113, 4, { fill: '#2d2420' }),
    circle(134, 113, 4, { fill: '#2d2420' }),
    path('M120 118q-4 10 1 12', { stroke: shade(skin, -0.25), 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' }),
    ellipse(98, 128, 7, 4, { fill: '#f08080', opacity: 0.25 }),
    ellipse(142, 128, 7, 4, { fill: '#f08080', opacity: 0.25 }),
    look.beard
      ? path('M80 118q2 46 40 48q38-2 40-48q-6 20-16 24q-10-8-24-8t-24 8q-10-4-16-24z', { fill: hair })
      : '',
    path(look.beard ? 'M110 140q10 7 20 0' : 'M107 138q13 12 26 0', {
      stroke: look.beard ? shade(skin, -0.35) : '#9b3d3d',
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    look.glasses ? glasses() : '',
  ];
  return svgDocument(SIZE, SIZE, parts.join(''));
}

function necklineFor(kind: number, clothes: string, skin: string): string {
  if (kind === 0) return path('M100 176l20 24 20-24', { fill: skin, stroke: shade(clothes, -0.25), 'stroke-width': 3 });
  if (kind === 1) return path('M96 178l24 16 24-16-6 18-18 8-18-8z', { fill: '#fff' });
  return path('M100 176q20 16 40 0', { fill: 'none', stroke: shade(clothes, -0.25), 'stroke-width': 5 });
}

function backHair(look: PortraitLook, hair: string): string {
  switch (look.hair) {
    case 'long':
      return path('M72 110q-6-66 48-70q54 4 48 70l8 84q-56 14-112 0z', { fill: hair });
    case 'bob':
      return path('M70 112q-4-70 50-72q54 2 50 72l2 40q-14 8-26 4l-52 0q-12 4-26-4z', { fill: hair });
    case 'curly':
      return group(
        [[78, 88], [94, 66], [120, 56], [146, 66], [162, 88], [168, 116], [72, 116], [82, 140], [158, 140]]
          .map(([cx, cy]) => circle(cx, cy, 20))
          .join(''),
        { fill: hair },
      );
    case 'ponytail':
      return path('M160 92q30 10 24 56q-4 20-14 28q4-30-14-54z', { fill: hair });
    case 'bun':
      return circle(120, 52, 22, { fill: hair });
    default:
      return '';
  }
}

function frontHair(look: PortraitLook, hair: string): string {
  switch (look.hair) {
    case 'bald':
      return path('M78 106q-2-18 6-24M162 106q2-18-6-24', { stroke: hair, 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' });
    case 'short':
      return path('M76 108q-6-52 44-54q50 2 44 54q-6-22-18-28q-24 8-52 0q-14 8-18 28z', { fill: hair });
    case 'curly':
      return group(
        [[90, 66], [108, 58], [126, 58], [144, 64], [157, 78], [82, 80]].map(([cx, cy]) => circle(cx, cy, 14)).join(''),
        { fill: hair },
      );
    case 'bob':
      return path('M75 106q0-52 45-54q46 2 45 54q-28-6-42-28q-16 22-48 28z', { fill: hair });
    default:
      // long, ponytail and bun share a side-parted fringe.
      return path('M76 108q-4-52 44-54q48 2 44 52q-28-2-40-26q-16 22-48 28z', { fill: hair });
  }
}

function glasses(): string {
  const frame = { fill: 'none', stroke: '#2d2d2d', 'stroke-width': 3 };
  return rect(91, 103, 28, 20, { rx: 8, ...frame }) + rect(121, 103, 28, 20, { rx: 8, ...frame }) + path('M119 111h2', frame);
}
