import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite is PostgreSQL in one process: a second process on the same folder would write the
 * same files blind, and both would sell the same last seat. This lock file lets one process at a
 * time use a data folder. It names its holder, so that a refusal can say who holds it, and a
 * lock left by a killed process is recognised as stale and taken over.
 */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** The kernel's start time of the process (Linux), so that a reused pid is not mistaken for it. */
  processStart?: string;
  /** Where the holder answers control requests (a backup), see control-socket.ts. */
  controlSocket?: string;
}

export interface DataFolderLock {
  /** Records where the holder listens for control requests. */
  update(changes: Partial<LockHolder>): void;
  release(): void;
}

export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    readonly file: string,
  ) {
    const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid}${where} (since ${holder.startedAt}).\n` +
        `Stop that process first, or set DATA_DIR to another folder. If that process is gone for good, delete ${file}.`,
    );
    this.name = 'DataFolderInUse';
  }
}

const TAKEOVER_PATIENCE_MS = 5000;

export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, 'portal.lock');
}

/** Takes the data folder for this process, or throws DataFolderInUse naming the process that has it. */
export async function acquireDataFolderLock(dataDir: string): Promise<DataFolderLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), processStart: processStartOf(process.pid) };
  for (;;) {
    if (tryCreate(file, me)) return heldLock(file, me);
    const holder = readHolder(file);
    if (holder === 'missing') continue;
    if (holder !== 'unreadable' && isAlive(holder)) throw new DataFolderInUse(dataDir, holder, file);
    // Stale: replace it, one taker at a time.
    await replaceStale(file, holder);
  }
}

/** The live process that holds the folder, if any. */
export function liveHolderOf(dataDir: string): LockHolder | undefined {
  const holder = readHolder(lockFileOf(dataDir));
  return typeof holder === 'object' && isAlive(holder) ? holder : undefined;
}

/** Written aside and linked into place, so that no reader ever sees a half-written lock. */
function tryCreate(file: string, holder: LockHolder): boolean {
  const draft = writeDraft(file, holder);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function writeDraft(file: string, holder: LockHolder): string {
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, JSON.stringify(holder));
  return draft;
}

function readHolder(file: string): LockHolder | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string' ? holder : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another machine's process cannot be asked; only a person can tell that it is gone.
  if (holder.host !== hostname()) return true;
  // After a restart in a container the new process often gets the old one's pid.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = procStatOf(holder.pid);
  // A killed process lingers as a zombie until its parent reaps it: gone all the same.
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  return !holder.processStart || !stat || stat.start === holder.processStart;
}

function processStartOf(pid: number): string | undefined {
  return procStatOf(pid)?.start;
}

/** From Linux's /proc/<pid>/stat: the state (field 3) and the start time in ticks since boot (field 22). */
function procStatOf(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], start: fields[19] };
  } catch {
    return undefined;
  }
}

/**
 * Removes a stale lock so that the caller can try again. A directory beside it serialises the
 * takers: without it, two processes could each remove the other's fresh lock. A taker that died
 * while holding that directory is waited out for a few seconds.
 */
async function replaceStale(file: string, seen: LockHolder | 'unreadable'): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const guardAge = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (guardAge > TAKEOVER_PATIENCE_MS) rmSync(guard, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    // Another taker may have replaced it since we looked: only the lock we judged stale goes.
    if (JSON.stringify(readHolder(file)) === JSON.stringify(seen)) unlinkSync(file);
  } finally {
    rmdirSync(guard);
  }
}

function heldLock(file: string, me: LockHolder): DataFolderLock {
  let holder = me;
  let held = true;
  const releaseOnExit = () => release();
  function release() {
    if (!held) return;
    held = false;
    process.off('exit', releaseOnExit);
    const current = readHolder(file);
    if (typeof current === 'object' && current.pid === me.pid && current.startedAt === me.startedAt) unlinkSync(file);
  }
  process.on('exit', releaseOnExit);
  return {
    update(changes) {
      holder = { ...holder, ...changes };
      renameSync(writeDraft(file, holder), file);
    },
    release,
  };
}
