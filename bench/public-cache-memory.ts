/**
 * Defect 3 of the hardening issue: the public-read cache could be filled with large bodies. This
 * sends the same 800 anonymous `productList` reads, each with its own body of about 1 MB (the
 * filters plus an ignored `total`), and prints the portal process's resident memory before and
 * after. A checkout of another version can be measured with its own command:
 *   npx tsx bench/public-cache-memory.ts                      (this build: node build/portal/main.js)
 *   npx tsx bench/public-cache-memory.ts /path/to/checkout npx tsx src/server/main.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processMemoryMiB, serverProcessOf, startAndWait, stop } from './processes.ts';

const PORT = 3903;
const base = `http://127.0.0.1:${PORT}`;
const REQUESTS = 800;
const CONCURRENCY = 8;
const BODY_BYTES = 1_000_000;

export async function publicCacheMemory(command = ['node', 'build/portal/main.js'], cwd = process.cwd()) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-cache-'));
  const env = { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const started = await startAndWait(command[0], command.slice(1), env, `${base}/api/health`, cwd);
  try {
    await fetch(`${base}/home`).then((response) => response.text());
    const server = serverProcessOf(started.child.pid!);
    const before = processMemoryMiB(server);
    const statuses = new Map<number, number>();
    const filler = 'x'.repeat(BODY_BYTES - 100);
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const index = next++;
        const body = JSON.stringify({ productCategoryId: 58, pageNum: 1, pageSize: 9, total: `${index}-${filler}` });
        const response = await fetch(`${base}/api/ddcProduct/productList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(
          () => undefined,
        );
        await response?.arrayBuffer();
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const after = processMemoryMiB(server);
    const answered = [...statuses].map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ');
    console.log(`\nPublic-read cache under ${REQUESTS} anonymous productList reads with ~1 MB bodies each (${command.join(' ')})`);
    console.log(`  server RSS ${before.toFixed(0)} MiB before, ${after.toFixed(0)} MiB after; answers: ${answered}`);
  } finally {
    await stop(started.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cwd, ...command] = process.argv.slice(2);
  await publicCacheMemory(command.length ? command : undefined, cwd);
}
