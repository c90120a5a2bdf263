/**
 * The enrolment rush (issues 4 and 10): 20 buyers at once, each taking a seat of the same Insights
 * course through `POST /api/ddcOrder/create`, on PGlite and on PostgreSQL (`BENCH_DATABASE_URL`,
 * else `TEST_DATABASE_URL`; skipped without either). Prints orders per second, p50 and p99, and
 * the server's CPU time per order, which a busy machine does not inflate.
 *
 * D22 allows one open unpaid order per child and course and a few open holds per parent, so every
 * request comes from a parent of its own: the parents, one child each and a signed-in session
 * each are written straight into the database while the portal is stopped (signing thousands up
 * through the API would mostly measure scrypt). Every request is then a legal new order. After the
 * run the database must hold exactly one order per 2xx answer and the seats taken must match them.
 *   npx tsx bench/orders.ts [orders, default 3000]
 * PORTAL_NODE_ARGS passes options to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/server/db/database.ts';
import { insertRows } from '../src/server/db/insert-rows.ts';
import { openDatabase, type DatabaseTarget } from '../src/server/db/open-database.ts';
import { children, orders, products, sessions, users } from '../src/server/db/schema.ts';
import { hashToken } from '../src/server/domain/accounts/tokens.ts';
import { cpuSecondsOf, startAndWait, stop } from './processes.ts';

const PORT = 3910;
const CONNECTIONS = 20;
const WARM_UP_ORDERS = 200;
const BATCH = 1000;
const base = `http://127.0.0.1:${PORT}`;
const ANSWERS = { processes: ['guidedInquiry', 'projectWork'], outcomes: ['confidence'] };

interface Engine {
  name: string;
  env: Record<string, string>;
  target: DatabaseTarget;
  cleanUp(): Promise<void>;
}

interface Buyer {
  token: string;
  childId: number;
}

async function call<T>(pathname: string, body?: unknown): Promise<T> {
  const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const envelope = (await (await fetch(`${base}/api/${pathname}`, init)).json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${pathname}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

async function withDatabase<T>(target: DatabaseTarget, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Parents with one child and one live session each, and stock for all of them and more. */
export async function seedBuyers(database: Database, howMany: number, productId: number, grade: string): Promise<{ buyers: Buyer[]; stockBefore: number }> {
  const { db } = database;
  const run = randomBytes(3).toString('hex');
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  const buyers: Buyer[] = [];
  for (let start = 0; start < howMany; start += BATCH) {
    const size = Math.min(BATCH, howMany - start);
    const parents = await insertRows(
      db,
      users,
      Array.from({ length: size }, (_, offset) => {
        const username = `rush${run}${start + offset}`;
        // Never signs in: the session below is the parent's sign-in.
        return { username, email: `${username}@bench.example`, passwordHash: 'bench-no-password', nickname: `Rush ${start + offset}` };
      }),
    );
    const kids = await insertRows(
      db,
      children,
      parents.map((parent, offset) => ({ parentId: parent.id, name: `Child ${start + offset}`, gender: 'other' as const, birthDate: '2014-01-01', grade })),
    );
    const tokens = parents.map(() => randomBytes(32).toString('base64url'));
    await insertRows(
      db,
      sessions,
      parents.map((parent, offset) => ({ userId: parent.id, tokenHash: hashToken(tokens[offset]), expiresAt })),
    );
    kids.forEach((kid, offset) => buyers.push({ token: tokens[offset], childId: kid.id }));
  }
  const stockBefore = howMany * 2;
  await db.update(products).set({ stock: stockBefore }).where(eq(products.id, productId));
  return { buyers, stockBefore };
}

/** The orders of the course and its stock as stored, to compare with what the buyers were told. */
async function countOutcome(database: Database, productId: number, buyers: Buyer[]) {
  const { db } = database;
  const childIds = buyers.map((buyer) => buyer.childId);
  let ordered = 0;
  let holdingSeats = 0;
  for (let start = 0; start < childIds.length; start += BATCH) {
    const slice = childIds.slice(start, start + BATCH);
    const [row] = await db
      .select({ ordered: count(), holdingSeats: sql<number>`count(*) filter (where ${orders.holdsSeat})`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.productId, productId), inArray(orders.childId, slice)));
    ordered += row.ordered;
    holdingSeats += row.holdingSeats;
  }
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return { ordered, holdingSeats, stockAfter: product.stock ?? Number.NaN };
}

function rush(buyers: Buyer[], productId: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: `${base}/api/ddcOrder/create`,
    connections: CONNECTIONS,
    amount: buyers.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const buyer = buyers[next++];
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ productId, childId: buyer.childId, answers: ANSWERS }),
          };
        },
      },
    ],
  });
}

async function run(engine: Engine, measuredOrders: number) {
  const portalEnv = { ...engine.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  // The compiled server, as `npm start` runs it.
  const start = () => startAndWait('node', [...(process.env.PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'build/portal/main.js'], portalEnv, `${base}/api/health`);
  let portal = await start();
  let productId: number;
  let grade: string;
  try {
    ({ list: [{ id: productId }] } = await call<{ list: { id: number }[] }>('ddcProduct/productList', { productCategoryId: 58, pageNum: 1, pageSize: 1 }));
    [{ code: grade }] = await call<{ code: string }[]>('sys/dict/sublist?name=current_grade');
  } finally {
    // PGlite belongs to one process at a time: the buyers are written while the portal is stopped.
    await stop(portal.child);
  }
  try {
    const { buyers, stockBefore } = await withDatabase(engine.target, (database) =>
      seedBuyers(database, WARM_UP_ORDERS + measuredOrders, productId, grade),
    );
    portal = await start();
    let warmUp: autocannon.Result;
    let result: autocannon.Result;
    let cpuMs: number;
    try {
      warmUp = await rush(buyers.slice(0, WARM_UP_ORDERS), productId);
      const cpuBefore = cpuSecondsOf(portal.child.pid!);
      result = await rush(buyers.slice(WARM_UP_ORDERS), productId);
      cpuMs = (cpuSecondsOf(portal.child.pid!) - cpuBefore) * 1000;
    } finally {
      await stop(portal.child);
    }
    const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
    const answered2xx = warmUp['2xx'] + result['2xx'];
    const created = result['2xx'];
    console.log(
      `  ${engine.name.padEnd(11)} ${(created / seconds).toFixed(0).padStart(5)} orders/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, server CPU ${(cpuMs / Math.max(created, 1)).toFixed(2)} ms/order, ` +
        `refused or failed ${result.non2xx + result.errors + result.timeouts}`,
    );

    const outcome = await withDatabase(engine.target, (database) => countOutcome(database, productId, buyers));
    const seatsTaken = stockBefore - outcome.stockAfter;
    const problems = [
      outcome.ordered !== answered2xx && `${outcome.ordered} orders stored for ${answered2xx} 2xx answers`,
      seatsTaken !== outcome.holdingSeats && `${seatsTaken} seats taken for ${outcome.holdingSeats} orders holding one`,
      outcome.stockAfter < 0 && `stock below zero (${outcome.stockAfter})`,
      answered2xx !== buyers.length && `${buyers.length - answered2xx} of ${buyers.length} legal orders not taken`,
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(`${engine.name}: ${problems.join('; ')}`);
    console.log(`  ${''.padEnd(11)} checked: ${outcome.ordered} orders stored, one per 2xx answer; ${seatsTaken} seats taken, none oversold`);
  } finally {
    await engine.cleanUp();
  }
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-orders-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    target: { pgliteDir: path.join(dataDir, 'db') },
    async cleanUp() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-orders-'));
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    target: { url: url.toString() },
    async cleanUp() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function orderCreation(measuredOrders = 3000) {
  console.log(
    `\nEnrolment rush: ${measuredOrders} orders of one Insights course, ${CONNECTIONS} buyers at once, each order from a parent of its own ` +
      `(POST /api/ddcOrder/create, after ${WARM_UP_ORDERS} to warm up; targets p99 ≤ 100 ms on PostgreSQL, ≤ 300 ms on PGlite)`,
  );
  await run(pgliteEngine(), measuredOrders);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) await run(await postgresEngine(serverUrl), measuredOrders);
  else console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

if (import.meta.url === `file://${process.argv[1]}`) await orderCreation(Number(process.argv[2] ?? 3000));
