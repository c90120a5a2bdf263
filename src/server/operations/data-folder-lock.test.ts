import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePortalBuilt, freePort, runPortalCommand, startPortal } from '../../../tests/support/portal-process.ts';
import { acquireDataFolderLock, DataFolderInUse, lockFileOf, type LockHolder } from './data-folder-lock.ts';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A process that lives until it is killed, and its start time as the kernel tells it. */
async function liveProcess() {
  const child = spawn('node', ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const processStart = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return { child, pid: child.pid!, processStart };
}

async function deadPid(): Promise<number> {
  const child = spawn('node', ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid!;
}

const writeLock = (folder: string, holder: Partial<LockHolder>) =>
  writeFileSync(lockFileOf(folder), JSON.stringify({ host: hostname(), startedAt: '2026-11-20T08:00:00.000Z', ...holder }));

describe('the data folder lock', () => {
  it('refuses while another live process holds the folder, naming the folder and the process', async () => {
    const folder = newFolder();
    const other = await liveProcess();
    try {
      writeLock(folder, { pid: other.pid, processStart: other.processStart });
      const refusal = await acquireDataFolderLock(folder).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataFolderInUse);
      expect((refusal as Error).message).toContain(`The data folder ${folder} is in use by process ${other.pid}`);
      expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8')).pid).toBe(other.pid);
    } finally {
      other.child.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone, or whose pid now belongs to another process', async () => {
    const folder = newFolder();
    writeLock(folder, { pid: await deadPid() });
    const first = await acquireDataFolderLock(folder);
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    first.release();
    expect(existsSync(lockFileOf(folder))).toBe(false);

    const reused = await liveProcess();
    try {
      writeLock(folder, { pid: reused.pid, processStart: `${Number(reused.processStart) - 1}` });
      const second = await acquireDataFolderLock(folder);
      second.release();
    } finally {
      reused.child.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process was killed and lingers as a zombie', async () => {
    const folder = newFolder();
    // `sleep 10` becomes the parent of the short `sleep`, and never reaps it when it ends.
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 10'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [chunk] = (await once(parent.stdout!, 'data')) as [Buffer];
      const zombie = Number(chunk.toString().trim());
      const stat = () => readFileSync(`/proc/${zombie}/stat`, 'utf8');
      while (stat().slice(stat().lastIndexOf(')') + 2)[0] !== 'Z') await new Promise((resolve) => setTimeout(resolve, 10));
      writeLock(folder, { pid: zombie, processStart: stat().slice(stat().lastIndexOf(')') + 2).split(' ')[19] });
      (await acquireDataFolderLock(folder)).release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over a lock that cannot be read', async () => {
    const folder = newFolder();
    writeFileSync(lockFileOf(folder), '{"pid": 12');
    (await acquireDataFolderLock(folder)).release();
  });

  it('lets exactly one of several processes racing for a stale lock have it', { timeout: 60_000 }, async () => {
    const folder = newFolder();
    writeLock(folder, { pid: await deadPid() });
    const racer = `
      import { acquireDataFolderLock } from './src/server/operations/data-folder-lock.ts';
      try {
        await acquireDataFolderLock(${JSON.stringify(folder)});
        console.log('won');
        setTimeout(() => {}, 3000);
      } catch (error) {
        console.log(error.name);
      }`;
    const racers = Array.from({ length: 4 }, () =>
      spawn('node', ['--import', 'tsx', '--input-type=module', '-e', racer], { stdio: ['ignore', 'pipe', 'inherit'] }),
    );
    const said = await Promise.all(
      racers.map(async (child) => {
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await once(child, 'exit');
        return output.trim();
      }),
    );
    expect(said.sort()).toEqual(['DataFolderInUse', 'DataFolderInUse', 'DataFolderInUse', 'won']);
    expect(existsSync(`${lockFileOf(folder)}.takeover`)).toBe(false);
  });
});

// PGlite's own: the PostgreSQL run of the suite has nothing to add to it.
describe.skipIf(process.env.TEST_DATABASE_URL)('two portals on one PGlite data folder (real processes)', () => {
  beforeAll(() => ensurePortalBuilt(), 600_000);

  it('refuses the second with a message naming the folder and the first, and starts after a kill -9', { timeout: 300_000 }, async () => {
    const dataDir = newFolder();
    const first = await startPortal({ dataDir, port: await freePort() });
    try {
      const second = await runPortalCommand({ dataDir, port: await freePort() }, 'main');
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The data folder ${dataDir} is in use by process ${first.pid}`);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.kill();
    }

    // The killed portal could not remove its lock; the next one sees that it is stale.
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid).toBe(first.pid);
    const third = await startPortal({ dataDir, port: await freePort() });
    try {
      expect(JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')).pid).toBe(third.pid);
      const health = await (await fetch(`${third.url}/api/health`)).json();
      expect(health.data).toEqual({ status: 'ok', database: 'up', engine: 'pglite' });
    } finally {
      await third.stop();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });
});
