import { circle, ellipse, group, line, path, rect, text } from './svg.ts';
import { stroke, type Motif } from './ink.ts';

/** Science motifs, each drawn in a 400×300 box. */

export const atom: Motif = (c) =>
  group(
    [0, 60, 120].map((angle) => ellipse(200, 150, 150, 52, { ...stroke(c.ink, 6), transform: `rotate(${angle} 200 150)` })).join(''),
  ) +
  circle(200, 150, 26, { fill: c.accent }) +
  circle(350, 150, 11, { fill: c.fill }) +
  circle(125, 20, 11, { fill: c.fill }) +
  circle(125, 280, 11, { fill: c.fill });

export const pendulum: Motif = (c) =>
  line(80, 30, 320, 30, stroke(c.ink, 8)) +
  path('M110 250A220 220 0 0 0 290 250', { ...stroke(c.fill, 4), 'stroke-dasharray': '10 12' }) +
  line(200, 30, 270, 236, stroke(c.ink, 4)) +
  circle(200, 30, 9, { fill: c.ink }) +
  circle(270, 236, 30, { fill: c.accent }) +
  circle(200, 240, 30, { fill: c.soft, opacity: 0.7 });

export const waves: Motif = (c) =>
  line(20, 150, 380, 150, stroke(c.soft, 4)) +
  path('M20 150C60 40 100 40 140 150S220 260 260 150 340 40 380 150', stroke(c.ink, 8)) +
  path('M20 150C50 210 80 210 110 150S170 90 200 150 260 210 290 150 350 90 380 150', stroke(c.accent, 6)) +
  text(300, 60, 'λ', { 'font-size': 44, 'font-family': 'Georgia,serif', fill: c.fill, 'font-style': 'italic' });

export const incline: Motif = (c) =>
  path('M40 260H360V90z', { fill: c.soft }) +
  path('M40 260H360V90z', stroke(c.ink, 6)) +
  group(rect(-40, -30, 80, 60, { rx: 8, fill: c.accent }), { transform: 'translate(215 162) rotate(-28)' }) +
  line(215, 162, 215, 262, stroke(c.ink, 5)) +
  path('M205 248l10 16 10-16', stroke(c.ink, 5)) +
  line(215, 162, 145, 199, stroke(c.fill, 5)) +
  path('M156 188l-12 11 16 3', stroke(c.fill, 5)) +
  text(60, 70, 'F = ma', { 'font-size': 40, 'font-family': 'Georgia,serif', 'font-style': 'italic', fill: c.ink });

export const benzene: Motif = (c) => {
  const hexagon = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const angle = (Math.PI / 3) * i - Math.PI / 2;
      return `${i ? 'L' : 'M'}${Math.round(cx + r * Math.cos(angle))} ${Math.round(cy + r * Math.sin(angle))}`;
    }).join('') + 'z';
  return (
    path(hexagon(160, 150, 80), stroke(c.ink, 8)) +
    circle(160, 150, 46, stroke(c.fill, 6)) +
    line(229, 110, 290, 75, stroke(c.ink, 8)) +
    circle(305, 66, 22, { fill: c.accent }) +
    line(229, 190, 290, 225, stroke(c.ink, 8)) +
    circle(305, 234, 16, { fill: c.fill })
  );
};

export const flask: Motif = (c) =>
  path('M170 30h60M180 30v80L110 250q-6 20 16 20h148q22 0 16-20L220 110V30', { ...stroke(c.ink, 7), fill: c.paper }) +
  path('M140 190h120l34 60q4 12-10 12H116q-14 0-10-12z', { fill: c.fill, opacity: 0.85 }) +
  circle(170, 225, 9, { fill: c.paper, opacity: 0.8 }) +
  circle(205, 205, 6, { fill: c.paper, opacity: 0.8 }) +
  circle(232, 232, 11, { fill: c.paper, opacity: 0.8 }) +
  circle(300, 70, 14, { fill: c.accent }) +
  circle(330, 110, 8, { fill: c.accent, opacity: 0.7 });

export const molecule: Motif = (c) =>
  line(200, 150, 110, 80, stroke(c.ink, 10)) +
  line(200, 150, 300, 85, stroke(c.ink, 10)) +
  line(200, 150, 120, 240, stroke(c.ink, 10)) +
  line(200, 150, 290, 235, stroke(c.ink, 10)) +
  circle(200, 150, 48, { fill: c.fill }) +
  circle(110, 80, 30, { fill: c.accent }) +
  circle(300, 85, 30, { fill: c.accent }) +
  circle(120, 240, 30, { fill: c.soft }) +
  circle(290, 235, 30, { fill: c.soft }) +
  circle(186, 134, 12, { fill: c.paper, opacity: 0.5 });

export const testTubes: Motif = (c) =>
  rect(60, 120, 280, 20, { rx: 6, fill: c.ink }) +
  [100, 180, 260]
    .map((x, i) =>
      path(`M${x} 40v190a30 30 0 0 0 60 0V40`, { ...stroke(c.ink, 6), fill: c.paper }) +
      path(`M${x + 3} ${150 + i * 20}h54v80a27 27 0 0 1-54 0z`, { fill: [c.fill, c.accent, c.soft][i] }),
    )
    .join('') +
  rect(60, 120, 280, 16, { rx: 6, fill: c.ink, opacity: 0.9 });

export const dna: Motif = (c) => {
  const rungs = Array.from({ length: 9 }, (_, i) => {
    const x = 40 + i * 40;
    const offset = Math.sin((i / 8) * Math.PI * 2) * 80;
    return line(x, 150 - offset, x, 150 + offset, stroke(i % 2 ? c.accent : c.fill, 6));
  }).join('');
  return (
    rungs +
    path('M40 150C90 10 150 10 200 150S310 290 360 150', stroke(c.ink, 9)) +
    path('M40 150C90 290 150 290 200 150S310 10 360 150', stroke(c.ink, 9))
  );
};

export const leaf: Motif = (c) =>
  path('M60 260C60 120 160 40 340 40C340 200 240 260 60 260z', { fill: c.fill }) +
  path('M60 260L300 80M140 200l-10-60M200 155l-5-70M250 118l0-50M140 200l70 10M200 155l70 5', stroke(c.paper, 5)) +
  circle(320, 230, 18, { fill: c.accent });

export const cell: Motif = (c) =>
  ellipse(200, 150, 170, 120, { fill: c.soft, stroke: c.ink, 'stroke-width': 7 }) +
  circle(175, 140, 46, { fill: c.fill }) +
  circle(165, 130, 14, { fill: c.ink, opacity: 0.6 }) +
  ellipse(290, 110, 34, 16, { fill: c.accent, transform: 'rotate(-20 290 110)' }) +
  ellipse(280, 200, 28, 14, { fill: c.accent, transform: 'rotate(25 280 200)' }) +
  path('M90 190q20-20 40 0t40 0', stroke(c.ink, 5)) +
  circle(110, 110, 8, { fill: c.ink }) +
  circle(240, 240, 8, { fill: c.ink });

export const microscope: Motif = (c) =>
  rect(110, 250, 200, 24, { rx: 10, fill: c.ink }) +
  path('M250 250V150a70 70 0 0 0-70-70', stroke(c.ink, 14)) +
  group(rect(-20, -80, 40, 130, { rx: 10, fill: c.fill }), { transform: 'translate(170 120) rotate(-30)' }) +
  rect(130, 200, 110, 14, { rx: 6, fill: c.accent }) +
  circle(300, 60, 22, { fill: c.soft }) +
  circle(330, 100, 12, { fill: c.soft });

export const planet: Motif = (c) =>
  circle(200, 150, 80, { fill: c.fill }) +
  circle(170, 120, 22, { fill: c.paper, opacity: 0.25 }) +
  ellipse(200, 150, 160, 38, { ...stroke(c.accent, 9), transform: 'rotate(-15 200 150)' }) +
  path('M120 130a80 80 0 0 1 160 0', { fill: c.fill, transform: 'rotate(-15 200 150)' }) +
  [[40, 40, 4], [360, 60, 6], [330, 250, 4], [60, 240, 5], [300, 30, 3]].map(([x, y, r]) => circle(x, y, r, { fill: c.accent })).join('');

export const orbits: Motif = (c) =>
  [60, 110, 160].map((r) => ellipse(200, 150, r * 1.2, r * 0.8, { ...stroke(c.soft, 4), 'stroke-dasharray': '6 10' })).join('') +
  circle(200, 150, 34, { fill: c.accent }) +
  circle(272, 150, 10, { fill: c.fill }) +
  circle(120, 70, 14, { fill: c.ink }) +
  circle(370, 190, 18, { fill: c.fill });

export const moon: Motif = (c) =>
  path('M190 40a110 110 0 1 0 110 150A90 90 0 1 1 190 40z', { fill: c.accent }) +
  path('M250 60L300 40L350 80L330 140', { ...stroke(c.soft, 3) }) +
  [[250, 60], [300, 40], [350, 80], [330, 140]].map(([x, y]) => circle(x, y, 7, { fill: c.ink })).join('');

export const telescope: Motif = (c) =>
  group(rect(-130, -26, 260, 52, { rx: 12, fill: c.fill }) + rect(100, -34, 40, 68, { rx: 8, fill: c.ink }), {
    transform: 'translate(200 110) rotate(-25)',
  }) +
  path('M200 140L140 270M200 140L260 270M200 140V270', stroke(c.ink, 8)) +
  circle(330, 40, 8, { fill: c.accent }) +
  circle(360, 90, 5, { fill: c.accent }) +
  circle(50, 50, 6, { fill: c.accent });
