import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * The compiled portal as real processes, for what only processes can show: a data folder held by
 * one of them, instances side by side on one database, a backup taken while one runs.
 */

let built = false;

/** Builds the web app and the server when they are missing or stale (once per test file). */
export function ensurePortalBuilt(): void {
  if (built) return;
  const result = spawnSync('node', ['scripts/ensure-build.mjs'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
  built = true;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface PortalProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** SIGTERM, and the exit it leads to. */
  stop(): Promise<void>;
  /** SIGKILL: no clean-up of any kind, as a crash or an OOM killer would leave it. */
  kill(): Promise<void>;
}

export interface PortalSettings {
  dataDir: string;
  /** For the portal itself; backup and restore listen on nothing. */
  port?: number;
  env?: Record<string, string>;
}

/** Spawns `node build/portal/<entry>.js` with the portal's settings and without a terminal. */
export function spawnPortal(settings: PortalSettings, entry = 'main', args: string[] = []): PortalProcess {
  const child = spawn('node', [`build/portal/${entry}.js`, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ADMIN_PASSWORD: 'Process-Test-Admin-2026',
      DATA_DIR: settings.dataDir,
      PORT: String(settings.port ?? 3000),
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      ...settings.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    child,
    pid: child.pid!,
    url: `http://127.0.0.1:${settings.port}`,
    output: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** Spawns the portal and waits until `/api/health` answers 200; throws with its output if it exits first. */
export async function startPortal(settings: PortalSettings & { port: number }, timeoutMs = 120_000): Promise<PortalProcess> {
  const portal = spawnPortal(settings);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal.child.exitCode !== null) throw new Error(`The portal exited with ${portal.child.exitCode}:\n${portal.output()}`);
    const healthy = await fetch(`${portal.url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return portal;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await portal.kill();
  throw new Error(`The portal did not answer within ${timeoutMs} ms:\n${portal.output()}`);
}

/** Runs an entry point (backup, restore, or a second main) to its end; answers its exit code and output. */
export async function runPortalCommand(settings: PortalSettings, entry: string, args: string[] = []): Promise<{ code: number; output: string }> {
  const run = spawnPortal(settings, entry, args);
  const [code] = (await once(run.child, 'exit')) as [number];
  return { code, output: run.output() };
}
