import { circle, group, line, path, rect, text } from './svg.ts';
import { stroke, type Motif } from './ink.ts';

/** Mathematics, computing and economics motifs, each drawn in a 400×300 box. */

const serif = { 'font-family': 'Georgia,serif', 'font-style': 'italic' };
const mono = { 'font-family': 'Menlo,Consolas,monospace', 'font-weight': 700 };

export const triangle: Motif = (c) =>
  path('M60 260L340 260L120 40z', { fill: c.soft }) +
  path('M60 260L340 260L120 40z', stroke(c.ink, 7)) +
  circle(155, 195, 62, stroke(c.fill, 6)) +
  path('M120 260v-22h22', stroke(c.ink, 4)) +
  circle(155, 195, 7, { fill: c.accent }) +
  text(300, 90, 'a²+b²=c²', { ...serif, 'font-size': 30, fill: c.ink, 'text-anchor': 'middle' });

export const parabola: Motif = (c) =>
  line(30, 250, 380, 250, stroke(c.ink, 5)) +
  line(200, 290, 200, 20, stroke(c.ink, 5)) +
  path('M70 40Q200 420 330 40', stroke(c.fill, 8)) +
  circle(135, 150, 10, { fill: c.accent }) +
  circle(265, 150, 10, { fill: c.accent }) +
  line(135, 150, 265, 150, { ...stroke(c.accent, 4), 'stroke-dasharray': '8 8' }) +
  text(300, 210, 'y = x²', { ...serif, 'font-size': 30, fill: c.ink });

export const solids: Motif = (c) =>
  path('M60 120l70-40 70 40v90l-70 40-70-40z', { fill: c.soft }) +
  path('M60 120l70-40 70 40v90l-70 40-70-40zM60 120l70 40 70-40M130 160v90', stroke(c.ink, 6)) +
  circle(290, 170, 70, { fill: c.fill }) +
  path('M220 170a70 24 0 0 0 140 0', stroke(c.paper, 4)) +
  path('M220 170a70 24 0 0 1 140 0', { ...stroke(c.paper, 3), 'stroke-dasharray': '6 8' }) +
  circle(270, 140, 14, { fill: c.paper, opacity: 0.4 });

export const pascal: Motif = (c) => {
  const rows = [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]];
  return rows
    .flatMap((row, r) =>
      row.map((value, i) => {
        const x = 200 + (i - (row.length - 1) / 2) * 62;
        const y = 40 + r * 56;
        const colour = value % 2 ? c.fill : c.accent;
        return circle(x, y, 24, { fill: colour }) + text(x, y + 9, String(value), { ...mono, 'font-size': 24, fill: c.paper, 'text-anchor': 'middle' });
      }),
    )
    .join('');
};

export const codeWindow: Motif = (c) =>
  rect(30, 30, 340, 240, { rx: 18, fill: c.paper, stroke: c.ink, 'stroke-width': 6 }) +
  rect(30, 30, 340, 44, { rx: 18, fill: c.ink }) +
  [60, 88, 116].map((x, i) => circle(x, 52, 8, { fill: [c.accent, c.soft, c.fill][i] })).join('') +
  text(200, 190, '</>', { ...mono, 'font-size': 96, fill: c.fill, 'text-anchor': 'middle' }) +
  rect(70, 218, 120, 12, { rx: 6, fill: c.soft }) +
  rect(200, 218, 70, 12, { rx: 6, fill: c.accent });

export const binaryTree: Motif = (c) => {
  const nodes: [number, number][] = [[200, 40], [110, 130], [290, 130], [60, 230], [160, 230], [240, 230], [340, 230]];
  const edges = [[0, 1], [0, 2], [1, 3], [1, 4], [2, 5], [2, 6]];
  return (
    edges.map(([a, b]) => line(nodes[a][0], nodes[a][1], nodes[b][0], nodes[b][1], stroke(c.ink, 6))).join('') +
    nodes.map(([x, y], i) => circle(x, y, 26, { fill: i === 0 ? c.accent : i < 3 ? c.fill : c.soft, stroke: c.ink, 'stroke-width': 5 })).join('')
  );
};

export const terminal: Motif = (c) =>
  rect(20, 40, 360, 220, { rx: 16, fill: c.ink }) +
  text(50, 100, '> solve(n)', { ...mono, 'font-size': 28, fill: c.accent }) +
  rect(50, 130, 200, 14, { rx: 7, fill: c.soft, opacity: 0.8 }) +
  rect(50, 160, 260, 14, { rx: 7, fill: c.fill, opacity: 0.8 }) +
  rect(50, 190, 150, 14, { rx: 7, fill: c.soft, opacity: 0.8 }) +
  rect(50, 220, 18, 26, { fill: c.accent });

export const flowchart: Motif = (c) =>
  rect(140, 20, 120, 56, { rx: 28, fill: c.fill }) +
  path('M200 110l70 40-70 40-70-40z', { fill: c.accent }) +
  rect(20, 230, 120, 56, { rx: 10, fill: c.soft, stroke: c.ink, 'stroke-width': 4 }) +
  rect(260, 230, 120, 56, { rx: 10, fill: c.soft, stroke: c.ink, 'stroke-width': 4 }) +
  path('M200 76v34M130 150H80v80M270 150h50v80', stroke(c.ink, 5)) +
  text(200, 158, '?', { ...mono, 'font-size': 28, fill: c.paper, 'text-anchor': 'middle' });

export const barChart: Motif = (c) =>
  line(30, 270, 380, 270, stroke(c.ink, 6)) +
  [90, 150, 120, 200, 230]
    .map((h, i) => rect(50 + i * 66, 270 - h, 44, h, { rx: 6, fill: i === 4 ? c.accent : i % 2 ? c.fill : c.soft }))
    .join('') +
  path('M60 170L140 120L200 140L270 70L350 30', stroke(c.ink, 6)) +
  path('M330 28l22 0 -4 22', stroke(c.ink, 6));

export const supplyDemand: Motif = (c) =>
  path('M40 20V270H380', stroke(c.ink, 6)) +
  path('M70 50Q200 150 350 250', stroke(c.fill, 8)) +
  path('M70 250Q200 150 350 50', stroke(c.accent, 8)) +
  line(210, 152, 210, 270, { ...stroke(c.ink, 3), 'stroke-dasharray': '8 8' }) +
  line(40, 152, 210, 152, { ...stroke(c.ink, 3), 'stroke-dasharray': '8 8' }) +
  circle(210, 152, 12, { fill: c.ink }) +
  text(360, 80, 'S', { ...serif, 'font-size': 30, fill: c.accent }) +
  text(360, 240, 'D', { ...serif, 'font-size': 30, fill: c.fill });

export const coins: Motif = (c) =>
  [0, 1, 2, 3, 4]
    .map((i) => path(`M70 ${230 - i * 30}a60 20 0 0 0 120 0v-24a60 20 0 0 0-120 0z`, { fill: i % 2 ? c.accent : c.fill, stroke: c.ink, 'stroke-width': 4 }))
    .join('') +
  circle(290, 150, 80, { fill: c.accent, stroke: c.ink, 'stroke-width': 6 }) +
  circle(290, 150, 58, stroke(c.ink, 4)) +
  text(290, 176, '$', { 'font-family': 'Georgia,serif', 'font-size': 76, 'font-weight': 700, fill: c.ink, 'text-anchor': 'middle' });

export const pie: Motif = (c) =>
  circle(160, 150, 110, { fill: c.soft }) +
  path('M160 150V40A110 110 0 0 1 265 182z', { fill: c.fill }) +
  path('M160 150L265 182A110 110 0 0 1 110 248z', { fill: c.accent }) +
  group(
    [60, 120, 180].map((y, i) => rect(310, y - 14, 60, 18, { rx: 9, fill: [c.fill, c.accent, c.soft][i] })).join(''),
  );

export const geometry: Motif = (c) =>
  circle(110, 250, 190, { ...stroke(c.soft, 5), 'stroke-dasharray': '4 12' }) +
  circle(290, 250, 190, { ...stroke(c.soft, 5), 'stroke-dasharray': '4 12' }) +
  path('M110 250L290 250L200 94z', { fill: c.fill, opacity: 0.85 }) +
  path('M110 250L290 250L200 94z', stroke(c.ink, 7)) +
  [[110, 250, 'A', -34, 10], [290, 250, 'B', 16, 10], [200, 94, 'C', -8, -20]]
    .map(([x, y, label, dx, dy]) =>
      circle(Number(x), Number(y), 10, { fill: c.accent }) +
      text(Number(x) + Number(dx), Number(y) + Number(dy), String(label), { ...serif, 'font-size': 30, fill: c.ink }),
    )
    .join('');
