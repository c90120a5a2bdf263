/**
 * Issue 26, defect 3: every upload was held whole in memory. This starts the real server, signs
 * up a few members, sends 24 uploads of 19 MiB at once through `minio/upload` and prints the
 * server's resident memory before, at its peak during (the kernel's high-water mark, VmHWM) and
 * after. Target: a peak under 400 MiB.
 *
 * The bounds on upload bytes in flight are raised for the run, so that every upload is taken
 * and streamed (with the defaults, most of 24 uploads from one address are refused with 503,
 * which would measure the refusal, not the streaming). A second run with the default bounds
 * shows how many of them those let through. Another checkout can be measured with its command:
 *   npm run bench:uploads                                  (this build: node build/portal/main.js)
 *   npx tsx bench/uploads-memory.ts /path/to/checkout node build/portal/main.js
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processMemoryMiB, serverProcessOf, startAndWait, stop } from './processes.ts';

const PORT = 3911;
const base = `http://127.0.0.1:${PORT}`;
const UPLOADS = 24;
const FILE_BYTES = 19 * 1024 * 1024;
const MEMBERS = 6;
const PASSWORD = 'Bench-Uploads-2026!';

/** A PDF by its first bytes, padded to the size: the server checks the type, not the content. */
function uploadBody(fileBytes: number): { payload: Buffer; contentType: string } {
  const boundary = '----benchuploads';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  const padding = Buffer.alloc(fileBytes - 9 - 7, 0x20);
  return { payload: Buffer.concat([head, padding, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function call<T>(pathname: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/api/${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${pathname}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

async function signedInMembers(): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const username = `bench${Date.now().toString(36)}${index}`;
    await call('sso/register', { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
    tokens.push((await call<{ token: string }>('sso/login', { username, password: PASSWORD })).token);
  }
  return tokens;
}

/** Starts the kernel's high-water mark of resident memory again (Linux), so that start-up's own peak is not counted. */
function resetPeakResident(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // an older kernel: the peak since start is reported, the sampled peak beside it
  }
}

const peakResidentMiB = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024;

export interface UploadsMemoryOptions {
  command?: string[];
  cwd?: string;
  /** `raised`: every upload is taken; `default`: the portal's own bounds on bytes in flight. */
  bounds?: 'raised' | 'default';
}

export async function uploadsMemory({ command = ['node', 'build/portal/main.js'], cwd = process.cwd(), bounds = 'raised' }: UploadsMemoryOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-uploads-'));
  const generous = String(4 * 1024 * 1024 * 1024);
  const env = {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    SIGNUP_PER_ADDRESS_PER_HOUR: '1000',
    UPLOAD_BYTES_PER_MEMBER_PER_DAY: generous,
    ...(bounds === 'raised' ? { UPLOAD_BYTES_IN_FLIGHT: generous, UPLOAD_BYTES_IN_FLIGHT_PER_ADDRESS: generous } : {}),
  };
  const started = await startAndWait(command[0], command.slice(1), env, `${base}/api/health`, cwd);
  try {
    const tokens = await signedInMembers();
    const { payload, contentType } = uploadBody(FILE_BYTES);
    const send = (token: string, bytes: Buffer) =>
      fetch(`${base}/api/minio/upload?purpose=document`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0);
    // One small upload first, so that what every upload loads once (the multipart parser, the
    // type detector) is in "before".
    await send(tokens[0], uploadBody(1024).payload);
    const server = serverProcessOf(started.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = processMemoryMiB(server);
    resetPeakResident(server);
    let sampledPeak = before;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, processMemoryMiB(server))), 20);
    const startedAt = performance.now();
    const statuses = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => send(tokens[index % tokens.length], payload)));
    const seconds = (performance.now() - startedAt) / 1000;
    clearInterval(sampler);
    const peak = Math.max(sampledPeak, peakResidentMiB(server));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = processMemoryMiB(server);
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const answered = [...counts].map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ');
    const boundsNote = bounds === 'raised' ? 'bounds on bytes in flight raised' : 'default bounds on bytes in flight';
    console.log(`\n${UPLOADS} concurrent uploads of ${FILE_BYTES / 1024 / 1024} MiB from ${MEMBERS} signed-in members (${boundsNote}; ${command.join(' ')})`);
    console.log(`  server RSS ${before.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at the peak (target < 400), ${after.toFixed(0)} MiB after`);
    console.log(`  answers: ${answered}, in ${seconds.toFixed(1)} s`);
    return { before, peak, after, statuses: counts };
  } finally {
    await stop(started.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cwd, ...command] = process.argv.slice(2);
  await uploadsMemory({ command: command.length ? command : undefined, cwd });
  await uploadsMemory({ command: command.length ? command : undefined, cwd, bounds: 'default' });
}
