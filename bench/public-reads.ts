/**
 * Cached public reads beside a bare Fastify route that sends the same bytes (issue 11).
 *
 * The portal answers `home/content` and `productList` with kilobytes of JSON and a dozen
 * headers; a route answering a few bytes says little about what our own code costs. So each
 * read is first fetched from the portal, and a bare Fastify server (bench/bare-server.ts) then
 * answers the very same status, headers and body, compressed or not, with nothing else to do.
 * Each read is measured twice:
 * - as a phone's browser asks (`accept-encoding: gzip, deflate, br, zstd`, Chrome's): every
 *   browser sends it, so this is what visitors get (brotli here, as Node 20 has no zstd);
 * - without `accept-encoding`, as the page loaders' in-process calls and scripts ask.
 * The machine's neighbours move req/s from run to run; the server's CPU time per request does
 * not, so it is printed too. Run alone with `npx tsx bench/public-reads.ts` after `npm run build`,
 * or `npx tsx bench/public-reads.ts /path/to/checkout` to measure another build.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { RecordedAnswer } from './bare-server.ts';
import { cpuSecondsOf, serverProcessOf, startAndWait, stop } from './processes.ts';

const PORTAL_PORT = 3920;
const BARE_PORT = 3921;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Answered by Node itself; the bare route sends every other header the portal sent. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Read {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const reads: Read[] = [
  { title: 'GET home/content', method: 'GET', path: '/api/home/content', headers: { language: 'en' } },
  {
    title: 'POST productList',
    method: 'POST',
    path: '/api/ddcProduct/productList',
    headers: { 'content-type': 'application/json', language: 'cn' },
    body: JSON.stringify({ productCategoryId: 58, courseType: 'Insights', grades: ['G7', 'G8'], pageNum: 1, pageSize: 9 }),
  },
];
const cases = reads.flatMap((read) => [
  { ...read, title: `${read.title}, browser`, headers: { ...read.headers, 'accept-encoding': BROWSER_ENCODINGS } },
  { ...read, title: `${read.title}, identity` },
]);

/** One request with node:http, which (unlike fetch) neither asks for nor undoes compression. */
function rawRequest(url: string, read: Read): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: read.method, headers: read.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!TRANSPORT_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end(read.body);
  });
}

interface Figures {
  rate: number;
  p99: number;
  cpuMicroseconds: number;
}

/** The portal and the same-bytes route take turns, so that the machine's neighbours weigh on both alike. */
const ROUNDS = 5;

/** `server` is the process answering, whose CPU time is counted. */
async function measure(url: string, read: Read, server: number, warm = true): Promise<Figures> {
  const options = { url, method: read.method, headers: read.headers, body: read.body };
  if (warm) await autocannon({ ...options, connections: 10, duration: 2 });
  const cpuBefore = cpuSecondsOf(server);
  const result = await autocannon({ ...options, connections: 50, duration: 5 });
  const cpuMicroseconds = ((cpuSecondsOf(server) - cpuBefore) * 1e6) / result.requests.total;
  if (result.errors + result.non2xx > 0) throw new Error(`${read.method} ${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rate: result.requests.average, p99: result.latency.p99, cpuMicroseconds };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const line = (title: string, figures: Figures, extra = '') =>
  console.log(
    `  ${title.padEnd(30)} ${Math.round(figures.rate).toString().padStart(6)} req/s  p99 ${String(figures.p99).padStart(3)} ms  CPU ${Math.round(figures.cpuMicroseconds).toString().padStart(3)} µs/req${extra}`,
  );

export async function publicReads(checkout = process.cwd()) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-reads-'));
  const base = `http://127.0.0.1:${PORTAL_PORT}`;
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  // The default log level: one line per API request, as a deployed portal writes.
  const portalEnv = { DATA_DIR: dataDir, PORT: String(PORTAL_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: 'json', NODE_ENV: 'production' };
  const portal = (await startAndWait('node', ['build/portal/main.js'], portalEnv, `${base}/api/health`, checkout)).child;
  let bare: ChildProcess | undefined;
  try {
    const recorded: RecordedAnswer[] = [];
    for (const [index, read] of cases.entries()) {
      const answer = await rawRequest(`${base}${read.path}`, read);
      recorded.push({ method: read.method, url: `/same/${index}`, status: answer.status, headers: answer.headers, bodyBase64: answer.body.toString('base64') });
    }
    const answersFile = path.join(dataDir, 'bare-answers.json');
    writeFileSync(answersFile, JSON.stringify(recorded));
    bare = (await startAndWait('npx', ['tsx', 'bench/bare-server.ts'], { PORT: String(BARE_PORT), BARE_ANSWERS: answersFile }, `${bareBase}/bare`)).child;

    console.log(`\nCached public reads at 50 connections, ${ROUNDS} rounds of 5 s each (target: ≥ 80% of the same-bytes route; productList p99 ≤ 50 ms)`);
    const bareServer = serverProcessOf(bare.pid!);
    line('bare route, a few bytes', await measure(`${bareBase}/bare`, { title: '', method: 'GET', path: '/bare', headers: {} }, bareServer));
    for (const [index, read] of cases.entries()) {
      const again = await rawRequest(`${bareBase}/same/${index}`, read);
      if (!again.body.equals(Buffer.from(recorded[index].bodyBase64, 'base64'))) throw new Error(`the bare route for ${read.title} sends other bytes`);
      const { status, headers } = recorded[index];
      console.log(`  ${read.title}: ${status}, ${again.body.length} bytes ${headers['content-encoding'] ?? 'identity'}, ${Object.keys(headers).length} headers`);
      const ratios: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const same = await measure(`${bareBase}/same/${index}`, read, bareServer, round === 0);
        line(`  same bytes, bare Fastify`, same);
        const ours = await measure(`${base}${read.path}`, read, portal.pid!, round === 0);
        ratios.push(ours.rate / same.rate);
        line('  portal', ours, `  ${Math.round((ours.rate / same.rate) * 100)}% of same bytes`);
      }
      console.log(`    median of ${ROUNDS} rounds: ${Math.round(median(ratios) * 100)}% of same bytes`);
    }
  } finally {
    if (bare) await stop(bare);
    await stop(portal);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await publicReads(process.argv[2]);
