/** Tiny helpers that keep the generated SVG short and readable. */

/** Rounds to one decimal so coordinates stay short in the files. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

type Attributes = Record<string, string | number | undefined>;

const attributes = (values: Attributes) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');

export const element = (name: string, values: Attributes, children = '') =>
  children ? `<${name}${attributes(values)}>${children}</${name}>` : `<${name}${attributes(values)}/>`;

export const rect = (x: number, y: number, width: number, height: number, more: Attributes = {}) =>
  element('rect', { x, y, width, height, ...more });
export const circle = (cx: number, cy: number, r: number, more: Attributes = {}) => element('circle', { cx, cy, r, ...more });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, more: Attributes = {}) =>
  element('ellipse', { cx, cy, rx, ry, ...more });
export const path = (d: string, more: Attributes = {}) => element('path', { d, ...more });
export const line = (x1: number, y1: number, x2: number, y2: number, more: Attributes = {}) =>
  element('line', { x1, y1, x2, y2, ...more });
export const group = (children: string, more: Attributes = {}) => element('g', more, children);
export const text = (x: number, y: number, content: string, more: Attributes = {}) =>
  element('text', { x, y, ...more }, escapeText(content));

export const linearGradient = (id: string, from: string, to: string, vertical = true) =>
  element(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: 1 },
    element('stop', { offset: 0, 'stop-color': from }) + element('stop', { offset: 1, 'stop-color': to }),
  );

export const radialGradient = (id: string, colour: string, opacity: number) =>
  element(
    'radialGradient',
    { id },
    element('stop', { offset: 0, 'stop-color': colour, 'stop-opacity': opacity }) + element('stop', { offset: 1, 'stop-color': colour, 'stop-opacity': 0 }),
  );

/** Darkens (negative) or lightens (positive) a hex colour by a fraction. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const part = (value >> shift) & 255;
    const next = amount < 0 ? part * (1 + amount) : part + (255 - part) * amount;
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A shape drawn in a 400×300 box, placed centred into the given area. */
export function placeInBox(drawing: string, box: { x: number; y: number; width: number; height: number }) {
  const scale = Math.min(box.width / 400, box.height / 300);
  const x = box.x + (box.width - 400 * scale) / 2;
  const y = box.y + (box.height - 300 * scale) / 2;
  return group(drawing, { transform: `translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})` });
}
