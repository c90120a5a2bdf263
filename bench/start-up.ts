/**
 * Start-up figures of the issue "a lean process": from spawn to `/api/health` answering 200,
 * cold (an empty data folder: cluster, migrations, seed) and warm (the same folder again), with
 * the resident memory after one page, of the server process alone and of the whole process tree
 * (`npm start` runs npm, a shell and the server). The build must be present. Another checkout
 * can be measured with its own command:
 *   npx tsx bench/start-up.ts [runs]
 *   npx tsx bench/start-up.ts 3 /path/to/checkout npx tsx src/server/main.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuSecondsOf, processMemoryMiB, residentMemoryMiB, serverProcessOf, startAndWait, stop } from './processes.ts';

const PORT = 3902;
const base = `http://127.0.0.1:${PORT}`;

interface Sample {
  ms: number;
  /** CPU time of the server until it answered, which a busy machine does not inflate. */
  cpuMs: number;
  serverMiB: number;
  treeMiB: number;
}

async function startOnce(command: string[], cwd: string, dataDir: string, page: boolean): Promise<Sample> {
  const env = { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const started = await startAndWait(command[0], command.slice(1), env, `${base}/api/health`, cwd);
  try {
    const root = started.child.pid!;
    const server = serverProcessOf(root);
    const cpuMs = cpuSecondsOf(server) * 1000;
    if (page) await fetch(`${base}/home`).then((response) => response.text());
    return { ms: started.readyMs, cpuMs, serverMiB: processMemoryMiB(server), treeMiB: residentMemoryMiB(root) };
  } finally {
    await stop(started.child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const describe = (samples: Sample[]) =>
  `${Math.round(median(samples.map((s) => s.ms)))} ms (of ${samples.map((s) => Math.round(s.ms)).join(', ')}; ` +
  `server CPU ${Math.round(median(samples.map((s) => s.cpuMs)))} ms), ` +
  `RSS server ${median(samples.map((s) => s.serverMiB)).toFixed(0)} MiB, tree ${median(samples.map((s) => s.treeMiB)).toFixed(0)} MiB`;

const OUR_COMMANDS = [
  ['node', 'build/portal/main.js'],
  ['npm', 'start', '--silent'],
];

export async function startUp(runs = 3, cwd = process.cwd(), commands = OUR_COMMANDS) {
  console.log(`\nStart-up (spawn to /api/health; RSS after one page; median of ${runs})`);
  for (const command of commands) {
    const label = command.join(' ');
    const cold: Sample[] = [];
    const warm: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-start-'));
      try {
        cold.push(await startOnce(command, cwd, dataDir, false));
        warm.push(await startOnce(command, cwd, dataDir, true));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    console.log(`  ${label}`);
    console.log(`    cold (empty data folder):   ${describe(cold)}   (target ≤ 5 s)`);
    console.log(`    warm (seeded data folder):  ${describe(warm)}   (target ≤ 1.5 s, server ≤ 300 MiB)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runs, cwd, ...command] = process.argv.slice(2);
  await startUp(Number(runs ?? 3), cwd, command.length ? [command] : undefined);
}
