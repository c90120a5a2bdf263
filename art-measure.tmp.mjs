import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const woff2 = readFileSync('node_modules/@fontsource/fraunces/files/fraunces-latin-700-normal.woff2').toString('base64');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage();
const r = await page.evaluate(async (data) => {
  const face = new FontFace('F', `url(data:font/woff2;base64,${data})`, { weight: '700' });
  await face.load(); document.fonts.add(face);
  const fb = new FontFace('T', "local('Liberation Serif Bold'), local('LiberationSerif-Bold')", { weight: '700' });
  await fb.load(); document.fonts.add(fb);
  const c = document.createElement('canvas').getContext('2d');
  const samples = ['Challenge that feels like play', 'Start at the right level', 'Teachers who remember being curious', 'Our faculty', 'Mathematics Olympiad Preparation: AMC 10/12', 'Where curious minds go further', 'The quick brown fox jumps over the lazy dog 0123456789'];
  const width = (font) => samples.reduce((sum, s) => { c.font = `700 100px ${font}`; return sum + c.measureText(s).width; }, 0);
  return { fraunces: width('F'), times: width('T') };
}, woff2);
console.log(r, 'size-adjust', (r.fraunces / r.times * 100).toFixed(2) + '%');
await browser.close();
