import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export interface Started {
  child: ChildProcess;
  readyMs: number;
}

/** Starts a command and waits until `url` answers 200; returns how long that took. */
export async function startAndWait(command: string, args: string[], env: NodeJS.ProcessEnv, url: string, cwd?: string): Promise<Started> {
  const startedAt = performance.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return { child, readyMs: performance.now() - startedAt };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

/**
 * Stops a command started by startAndWait and everything it started (npm runs the server in a
 * child, which shuts down after npm has gone): the next start must not find the data folder held.
 */
export async function stop(child: ChildProcess) {
  if (child.pid === undefined) return;
  const group = -child.pid;
  const groupAlive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!groupAlive()) return;
  process.kill(group, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive()) process.kill(group, 'SIGKILL');
}

/** Resident memory of one process. */
export function processMemoryMiB(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return Number(match?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds a process has used (user and system, from /proc). On a busy machine the wall clock
 * mostly measures the neighbours; this measures the work.
 */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The server among a process and its descendants: `npm start` runs it under npm and a shell, tsx
 * beside an esbuild service. It is by far the largest of them.
 */
export function serverProcessOf(rootPid: number): number {
  return [...processTreeOf(rootPid).keys()].sort((a, b) => processMemoryMiB(b) - processMemoryMiB(a))[0] ?? rootPid;
}

/** Resident memory of a process and all its descendants (npm start runs the server in a child). */
export function residentMemoryMiB(rootPid: number): number {
  let total = 0;
  for (const pid of processTreeOf(rootPid).keys()) total += processMemoryMiB(pid);
  return total;
}

/** Each process of the tree under `rootPid` (itself included), with its parent. */
function processTreeOf(rootPid: number): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    } catch {
      // process ended while we looked
    }
  }
  const tree = new Map([[rootPid, parents.get(rootPid) ?? 0]]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.set(pid, parent);
        grew = true;
      }
    }
  }
  return tree;
}
