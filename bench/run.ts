/**
 * Prints the figures issue by issue asks for, in one run:
 * - gzip size of the JS and CSS that /home loads;
 * - Lighthouse mobile scores of /home and /programs;
 * - autocannon throughput and p99 of cached public reads beside a bare Fastify route;
 * - cold and warm start time, CPU and resident memory of the server process and of the whole
 *   process tree (bench/start-up.ts);
 * - the server's memory under 800 anonymous reads with 1 MB bodies (bench/public-cache-memory.ts);
 * - database reads per second by PGlite buffer size (bench/buffer-cache.ts);
 * - orders created per second and their p99 at 20 concurrent buyers (bench/orders.ts);
 * - the back office's order list over 10,000 orders, p50 and p99 (bench/admin-lists.ts).
 * It starts its own servers on loopback ports and a throwaway data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { startAndWait, stop } from './processes.ts';
import { orderCreation } from './orders.ts';
import { adminLists } from './admin-lists.ts';
import { startUp } from './start-up.ts';
import { publicCacheMemory } from './public-cache-memory.ts';
import { bufferCache } from './buffer-cache.ts';

const PORTAL_PORT = 3900;
const BARE_PORT = 3901;
const DEBUG_PORT = 9333;
const base = `http://127.0.0.1:${PORTAL_PORT}`;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const portalEnv = { DATA_DIR: dataDir, PORT: String(PORTAL_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };

async function bundleSize() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const assets: { url: string; type: 'js' | 'css'; gzip: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    assets.push({ url: response.url(), type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
  await browser.close();
  const total = (type: 'js' | 'css') => assets.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset.gzip, 0);
  console.log('\nBundle loaded by /home (gzip -9)');
  console.log(`  JS:  ${kb(total('js'))} in ${assets.filter((a) => a.type === 'js').length} files (target ≤ 170 KB)`);
  console.log(`  CSS: ${kb(total('css'))} in ${assets.filter((a) => a.type === 'css').length} files (target ≤ 40 KB)`);
}

async function lighthouseScores() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  console.log('\nLighthouse (mobile, simulated throttling)');
  for (const route of ['/home', '/programs']) {
    const result = await lighthouse(`${base}${route}`, {
      port: DEBUG_PORT,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(
      `  ${route.padEnd(10)} performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')} (target ≥ 95 each)`,
    );
  }
  await browser.close();
}

async function load(title: string, options: autocannon.Options) {
  await autocannon({ ...options, connections: 10, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, connections: 50, duration: 10 });
  console.log(`  ${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`);
  return result.requests.average;
}

async function throughput() {
  const bare = await startAndWait('npx', ['tsx', 'bench/bare-server.ts'], { PORT: String(BARE_PORT) }, `http://127.0.0.1:${BARE_PORT}/bare`);
  console.log('\nThroughput at 50 connections, 10 s each');
  const bareRate = await load('bare Fastify JSON route', { url: `http://127.0.0.1:${BARE_PORT}/bare` });
  await stop(bare.child);
  const homeRate = await load('GET /api/home/content', { url: `${base}/api/home/content`, headers: { language: 'en' } });
  const listRate = await load('POST /api/ddcProduct/productList', {
    url: `${base}/api/ddcProduct/productList`,
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'cn' },
    body: JSON.stringify({ productCategoryId: 58, courseType: 'Insights', grades: ['G7', 'G8'], pageNum: 1, pageSize: 9 }),
  });
  console.log(`  home/content is ${Math.round((homeRate / bareRate) * 100)}% and productList ${Math.round((listRate / bareRate) * 100)}% of the bare route (target ≥ 50%; productList p99 ≤ 50 ms)`);
}

await startUp();
const portal = (await startAndWait('node', ['build/portal/main.js'], portalEnv, `${base}/api/health`)).child;
try {
  await bundleSize();
  await lighthouseScores();
  await throughput();
} finally {
  await stop(portal);
  rmSync(dataDir, { recursive: true, force: true });
}
await publicCacheMemory();
await bufferCache();
await orderCreation();
await adminLists();
