import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
const root = '/work/wt/artwork/public/images/demo';
const heroes = [...readdirSync(`${root}/heroes`).map((f) => `heroes/${f}`), ...readdirSync(`${root}/blocks`).filter((f) => f.endsWith('-banner.svg')).map((f) => `blocks/${f}`)];
const faces = [...readdirSync(`${root}/faculty`).map((f) => `faculty/${f}`), ...readdirSync(`${root}/sharings`).map((f) => `sharings/${f}`)];
const products = readdirSync(`${root}/products`).map((f) => `products/${f}`);
const uri = (f) => 'data:image/svg+xml;base64,' + readFileSync(`${root}/${f}`).toString('base64');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
const sheet = async (files, w, h, cols, out) => {
  await page.setContent(`<body style="margin:0;background:#fff;font:11px sans-serif"><div style="display:grid;grid-template-columns:repeat(${cols},${w}px);gap:6px">${files.map((f) => `<div><img src="${uri(f)}" width="${w}" height="${h}"><div>${f}</div></div>`).join('')}</div></body>`);
  await page.screenshot({ path: out, fullPage: true });
};
const which = process.argv[2] ?? 'all';
if (which === 'all' || which === 'heroes') await sheet(heroes, 520, 228, 3, '/tmp/art-heroes.png');
if (which === 'all' || which === 'faces') await sheet(faces, 180, 180, 8, '/tmp/art-faces.png');
if (which === 'all' || which === 'products') await sheet(products, 190, 143, 8, '/tmp/art-products.png');
if (which === 'all' || which === 'contrast') {
  // Worst case for white text: luminance of the picture alone (no scrim) over the left 60 %.
  const results = [];
  for (const f of heroes) {
    const r = await page.evaluate(async (src) => {
      const img = new Image(); img.src = src; await img.decode();
      const c = document.createElement('canvas'); c.width = 800; c.height = 350;
      const x = c.getContext('2d'); x.drawImage(img, 0, 0, 800, 350);
      const d = x.getImageData(0, 0, 480, 350).data;
      const lin = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      const lums = [];
      for (let i = 0; i < d.length; i += 4) lums.push(0.2126 * lin(d[i]) + 0.7152 * lin(d[i + 1]) + 0.0722 * lin(d[i + 2]));
      lums.sort((a, b) => a - b);
      const ratio = (l) => 1.05 / (l + 0.05);
      return { p95: ratio(lums[Math.floor(lums.length * 0.95)]), p99: ratio(lums[Math.floor(lums.length * 0.99)]), mean: ratio(lums.reduce((a, b) => a + b) / lums.length) };
    }, uri(f));
    results.push(`${f.padEnd(34)} mean ${r.mean.toFixed(1)}:1  p95 ${r.p95.toFixed(1)}:1  p99 ${r.p99.toFixed(1)}:1`);
  }
  console.log(results.join('\n'));
}
await browser.close();
