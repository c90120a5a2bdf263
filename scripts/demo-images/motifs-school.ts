import { circle, ellipse, group, line, path, rect, text } from './svg.ts';
import { stroke, type Motif } from './ink.ts';

/** Everyday academy motifs (books, classes, calendars…), each drawn in a 400×300 box. */

const textLines = (x: number, y: number, widths: number[], colour: string, gap = 22) =>
  widths.map((width, i) => rect(x, y + i * gap, width, 9, { rx: 4.5, fill: colour })).join('');

export const openBook: Motif = (c) =>
  path('M200 70C150 40 80 40 30 60v190c50-20 120-20 170 10 50-30 120-30 170-10V60c-50-20-120-20-170 10z', { fill: c.paper, stroke: c.ink, 'stroke-width': 7 }) +
  line(200, 70, 200, 260, stroke(c.ink, 5)) +
  textLines(60, 100, [110, 90, 105, 70, 100], c.soft) +
  textLines(230, 100, [105, 80, 110, 95], c.soft) +
  rect(230, 196, 70, 40, { rx: 6, fill: c.accent });

export const pen: Motif = (c) =>
  textLines(40, 190, [320, 280, 200], c.soft, 28) +
  group(
    path('M-20-150h40v190l-20 40-20-40z', { fill: c.fill, stroke: c.ink, 'stroke-width': 6 }) +
      rect(-20, -150, 40, 40, { fill: c.ink }) +
      circle(0, 10, 6, { fill: c.paper }),
    { transform: 'translate(270 150) rotate(35)' },
  ) +
  path('M60 150q30-40 60 0t60 0', stroke(c.accent, 6));

export const quotes: Motif = (c) =>
  text(40, 170, '“', { 'font-family': 'Georgia,serif', 'font-size': 220, fill: c.accent }) +
  textLines(170, 90, [190, 160, 180, 120], c.fill, 34) +
  circle(190, 250, 18, { fill: c.soft }) +
  rect(220, 244, 110, 12, { rx: 6, fill: c.soft });

export const bookStack: Motif = (c) =>
  [c.fill, c.accent, c.soft, c.ink]
    .map((colour, i) => rect(80 + (i % 2) * 20, 220 - i * 46, 240 - (i % 2) * 30, 40, { rx: 6, fill: colour }))
    .join('') +
  [0, 1, 2, 3].map((i) => rect(100 + (i % 2) * 20, 232 - i * 46, 8, 16, { fill: c.paper, opacity: 0.7 })).join('') +
  ellipse(300, 40, 30, 14, { fill: c.fill, transform: 'rotate(-20 300 40)' });

export const lightbulb: Motif = (c) =>
  path('M200 40a80 80 0 0 0-48 144c10 8 14 20 14 30h68c0-10 4-22 14-30A80 80 0 0 0 200 40z', { fill: c.accent }) +
  path('M180 190l20-60 20 60', stroke(c.paper, 5)) +
  rect(166, 222, 68, 16, { rx: 6, fill: c.ink }) +
  rect(172, 244, 56, 16, { rx: 6, fill: c.ink }) +
  [[90, 110, 50, 100], [310, 110, 350, 100], [110, 50, 80, 20], [290, 50, 320, 20], [200, 14, 200, -10]]
    .map(([x1, y1, x2, y2]) => line(x1, y1, x2, y2, stroke(c.fill, 7)))
    .join('');

export const milestonePath: Motif = (c) =>
  path('M30 260C120 260 80 170 180 170S260 80 360 60', { ...stroke(c.soft, 16) }) +
  path('M30 260C120 260 80 170 180 170S260 80 360 60', { ...stroke(c.ink, 4), 'stroke-dasharray': '4 14' }) +
  [[40, 258], [130, 205], [200, 168], [290, 100]].map(([x, y]) => circle(x, y, 14, { fill: c.fill, stroke: c.paper, 'stroke-width': 4 })).join('') +
  line(360, 60, 360, 0, stroke(c.ink, 6)) +
  path('M362 4h34l-10 14 10 14h-34z', { fill: c.accent });

const bust = (x: number, y: number, scale: number, body: string, head: string) =>
  group(path('M-40 40c0-30 18-44 40-44s40 14 40 44z', { fill: body }) + circle(0, -24, 22, { fill: head }), {
    transform: `translate(${x} ${y}) scale(${scale})`,
  });

export const classroom: Motif = (c) =>
  rect(20, 20, 360, 230, { rx: 16, fill: c.ink }) +
  [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 36 + (i % 3) * 112;
      const y = 36 + Math.floor(i / 3) * 104;
      const tone = ['#f1c27d', '#8d5524', '#e0ac69', '#c68642', '#ffdbac', '#a86b3c'][i];
      return (
        rect(x, y, 104, 96, { rx: 8, fill: i === 0 ? c.accent : c.soft }) +
        group(bust(x + 52, y + 60, 0.9, i === 0 ? c.ink : c.fill, tone), {})
      );
    })
    .join('') +
  rect(150, 250, 100, 14, { fill: c.ink }) +
  rect(110, 264, 180, 14, { rx: 7, fill: c.ink });

export const people: Motif = (c) => {
  const tones = ['#f1c27d', '#8d5524', '#e0ac69', '#ffdbac', '#c68642'];
  const clothes = [c.fill, c.accent, c.ink, c.soft, c.fill];
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 48 + i * 76;
      const big = i % 2 === 0;
      return bust(x, big ? 206 : 196, big ? 1.35 : 1.15, clothes[i], tones[i]);
    })
    .join('') + rect(20, 260, 360, 10, { rx: 5, fill: c.soft });
};

export const checklist: Motif = (c) =>
  rect(90, 30, 220, 260, { rx: 16, fill: c.paper, stroke: c.ink, 'stroke-width': 7 }) +
  rect(160, 16, 80, 30, { rx: 10, fill: c.ink }) +
  [0, 1, 2, 3]
    .map((i) => {
      const y = 80 + i * 50;
      const done = i < 3;
      return (
        rect(115, y, 30, 30, { rx: 6, fill: done ? c.fill : c.paper, stroke: c.ink, 'stroke-width': 4 }) +
        (done ? path(`M121 ${y + 15}l7 8 12-15`, stroke(c.paper, 5)) : '') +
        rect(160, y + 10, [120, 100, 110, 80][i], 10, { rx: 5, fill: done ? c.soft : c.accent })
      );
    })
    .join('');

export const compass: Motif = (c) =>
  circle(200, 150, 120, { fill: c.paper, stroke: c.ink, 'stroke-width': 8 }) +
  circle(200, 150, 96, stroke(c.soft, 4)) +
  [0, 90, 180, 270].map((a) => line(200, 40, 200, 58, { ...stroke(c.ink, 6), transform: `rotate(${a} 200 150)` })).join('') +
  path('M200 60l24 90h-48z', { fill: c.accent }) +
  path('M200 240l24-90h-48z', { fill: c.fill }) +
  circle(200, 150, 12, { fill: c.ink });

export const calendar: Motif = (c) =>
  rect(50, 40, 300, 240, { rx: 16, fill: c.paper, stroke: c.ink, 'stroke-width': 7 }) +
  path('M50 100h300', stroke(c.ink, 6)) +
  rect(53, 43, 294, 56, { rx: 12, fill: c.fill }) +
  line(120, 24, 120, 60, stroke(c.ink, 10)) +
  line(280, 24, 280, 60, stroke(c.ink, 10)) +
  Array.from({ length: 20 }, (_, i) => {
    const x = 78 + (i % 5) * 56;
    const y = 122 + Math.floor(i / 5) * 38;
    const special = i === 7 || i === 13;
    return rect(x, y, 36, 24, { rx: 6, fill: special ? c.accent : c.soft, opacity: special ? 1 : 0.6 });
  }).join('');

export const trophy: Motif = (c) =>
  path('M130 40h140v60a70 70 0 0 1-140 0z', { fill: c.accent }) +
  path('M130 60H90q0 60 50 70M270 60h40q0 60-50 70', stroke(c.accent, 10)) +
  rect(185, 168, 30, 50, { fill: c.accent }) +
  rect(140, 218, 120, 20, { rx: 6, fill: c.ink }) +
  rect(120, 238, 160, 30, { rx: 8, fill: c.ink }) +
  path('M200 62l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z', { fill: c.paper });

export const envelope: Motif = (c) =>
  rect(130, 30, 160, 160, { rx: 10, fill: c.paper, stroke: c.ink, 'stroke-width': 5 }) +
  rect(150, 60, 110, 10, { rx: 5, fill: c.soft }) +
  rect(150, 84, 90, 10, { rx: 5, fill: c.soft }) +
  path('M60 120h280v150H60z', { fill: c.fill }) +
  path('M60 120l140 90 140-90', stroke(c.ink, 7)) +
  path('M60 270l110-80M340 270l-110-80', stroke(c.ink, 5)) +
  circle(330, 120, 22, { fill: c.accent });

export const map: Motif = (c) =>
  path('M40 60l100-30 120 30 100-30v210l-100 30-120-30-100 30z', { fill: c.paper, stroke: c.ink, 'stroke-width': 6 }) +
  path('M140 30v210M260 60v210', stroke(c.soft, 4)) +
  path('M60 200q60-60 120-20t140-90', { ...stroke(c.fill, 6), 'stroke-dasharray': '12 10' }) +
  path('M300 40a40 40 0 0 1 40 40c0 30-40 70-40 70s-40-40-40-70a40 40 0 0 1 40-40z', { fill: c.accent }) +
  circle(300, 80, 14, { fill: c.paper });

export const clock: Motif = (c) =>
  circle(200, 150, 120, { fill: c.paper, stroke: c.ink, 'stroke-width': 9 }) +
  Array.from({ length: 12 }, (_, i) =>
    line(200, 42, 200, i % 3 ? 54 : 62, { ...stroke(i % 3 ? c.soft : c.ink, 6), transform: `rotate(${i * 30} 200 150)` }),
  ).join('') +
  line(200, 150, 200, 80, stroke(c.ink, 9)) +
  line(200, 150, 262, 180, stroke(c.fill, 7)) +
  circle(200, 150, 10, { fill: c.accent });

/** A quill over an inkwell and a line of script. */
export const quill: Motif = (c) =>
  path('M60 250q40-30 80 0t80 0 80 0', stroke(c.soft, 6)) +
  path('M250 270h80l-8-44h-64z', { fill: c.ink }) +
  ellipse(290, 226, 34, 8, { fill: c.fill }) +
  path('M292 226C250 150 250 70 340 20c-10 70-20 140-48 206z', { fill: c.paper }) +
  path('M292 226C300 150 318 80 340 20', stroke(c.soft, 4)) +
  path('M300 160l-22-14M306 120l-24-16M314 84l-22-16', stroke(c.soft, 3));
