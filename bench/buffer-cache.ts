/**
 * PGlite keeps its whole buffer cache (`shared_buffers`) resident. This measures what the
 * setting costs or gains: the public reads of the demo data with the portal's own cache off, so
 * that every read reaches the database, at each size, with the server's memory afterwards. Beside
 * reads per second it prints the server's CPU time per read, which a busy machine does not skew.
 *   npx tsx bench/buffer-cache.ts [sizes in MB, e.g. 16 128]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf, processMemoryMiB, startAndWait, stop } from './processes.ts';

const PORT = 3904;
const base = `http://127.0.0.1:${PORT}`;

async function readsOf(sizeMb: number, dataDir: string) {
  const env = {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PGLITE_SHARED_BUFFERS_MB: String(sizeMb),
    PUBLIC_CACHE_SECONDS: '0',
  };
  const started = await startAndWait('node', ['build/portal/main.js'], env, `${base}/api/health`);
  try {
    const list = await (await fetch(`${base}/api/ddcProduct/productList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    const json = { 'content-type': 'application/json', language: 'en' };
    const requests: autocannon.Request[] = [
      { method: 'POST', path: '/api/ddcProduct/productList', headers: json, body: JSON.stringify({ productCategoryId: 58, pageNum: 1, pageSize: 9 }) },
      { method: 'GET', path: '/api/home/content', headers: { language: 'cn' } },
      { method: 'GET', path: '/api/home/content/programs', headers: { language: 'en' } },
      { method: 'POST', path: `/api/ddcProduct/detail/${list.data.list[0].id}`, headers: json, body: '{}' },
      { method: 'GET', path: '/api/home/faculty', headers: { language: 'en' } },
    ];
    const options = { url: base, connections: 10, requests };
    const server = started.child.pid!;
    await autocannon({ ...options, duration: 3 }); // warm-up: the buffer cache fills
    const cpuBefore = cpuSecondsOf(server);
    const result = await autocannon({ ...options, duration: 10 });
    const cpuPerRead = ((cpuSecondsOf(server) - cpuBefore) * 1e6) / result.requests.total;
    const rss = processMemoryMiB(server);
    console.log(
      `  shared_buffers ${String(sizeMb).padStart(4)} MB: ${Math.round(result.requests.average).toString().padStart(5)} reads/s, ` +
        `${Math.round(cpuPerRead)} µs of server CPU per read, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}, server RSS ${rss.toFixed(0)} MiB`,
    );
  } finally {
    await stop(started.child);
  }
}

export async function bufferCache(sizes = [16, 128]) {
  console.log('\nDatabase reads by PGlite buffer cache (public reads of the demo data, portal cache off, 10 connections, 10 s)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-buffers-'));
  try {
    // Alternating sizes twice evens out a machine that gets busier or quieter meanwhile.
    for (const size of [...sizes, ...sizes]) await readsOf(size, dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number);
  await bufferCache(sizes.length ? sizes : undefined);
}
