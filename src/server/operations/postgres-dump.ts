import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `pg_dump` and `pg_restore` of the PostgreSQL client tools (on the PATH). pg_dump reads one
 * snapshot, so the dump is consistent while the portal keeps running. The password travels in
 * the environment, never on a command line that `ps` would show.
 */
export async function dumpPostgres(url: string): Promise<Buffer> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges'], url);
}

/** Restores a dump into an empty database, all or nothing. */
export async function restorePostgres(url: string, dump: Uint8Array): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-restore-'));
  try {
    const file = path.join(folder, 'database.dump');
    await writeFile(file, dump, { mode: 0o600 });
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], url);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function run(program: string, args: string[], url: string): Promise<Buffer> {
  const { dbname, env } = connectionOf(url);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${dbname}`], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) =>
      reject(new Error(`${program} could not be started (${error.message}); install the PostgreSQL client tools`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(output));
      else reject(new Error(`${program} failed (exit code ${code}): ${errors.trim()}`));
    });
  });
}

/** The URL without its password, and the password as PGPASSWORD. */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}
