/**
 * Order creation under load (issue 4): orders created per second and the p99 of
 * `POST /api/ddcOrder/create` at 20 concurrent buyers, each taking a seat of one Insights course,
 * on PGlite and on PostgreSQL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`; skipped without
 * either). Each run starts the portal on a throwaway database, gives the course a large stock,
 * signs up the buyers through the API and then lets autocannon buy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { startAndWait, stop } from './processes.ts';

const PORT = 3910;
const BUYERS = 20;
const DURATION_SECONDS = 10;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-Buyer-2026!';

/** Every buyer signs up from this one machine. */
const BUYERS_SIGN_UP_FREELY = { SIGNUP_PER_ADDRESS_PER_HOUR: '1000000' };

type Engine = { name: string; env: Record<string, string>; raiseStock(productId: number): Promise<void>; cleanUp(): Promise<void> };

async function api<T>(pathname: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${pathname}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

async function signUpBuyer(index: number, grade: string) {
  const username = `bench${index}${randomBytes(3).toString('hex')}`;
  await api('sso/register', { username, email: `${username}@bench.example`, password: PASSWORD, confirmPassword: PASSWORD });
  const { token } = await api<{ token: string }>('sso/login', { username, password: PASSWORD });
  const child = await api<{ id: number }>(
    'ddcChild/create',
    { name: `Child ${index}`, gender: 'other', birthDate: '2014-01-01', grade, school: '', notes: '' },
    token,
  );
  return { token, childId: child.id };
}

async function firstInsightsCourse(): Promise<number> {
  const { list } = await api<{ list: { id: number }[] }>('ddcProduct/productList', { productCategoryId: 58, pageNum: 1, pageSize: 1 });
  return list[0].id;
}

async function run(engine: Engine) {
  const portalEnv = { ...engine.env, PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const start = () => startAndWait('npx', ['tsx', 'src/server/main.ts'], portalEnv, `${base}/api/health`);
  // The first start migrates and seeds; the stock is raised while the portal is stopped, because
  // PGlite belongs to one process at a time.
  let portal = await start();
  const productId = await firstInsightsCourse();
  await stop(portal.child);
  await engine.raiseStock(productId);
  portal = await start();
  try {
    const grades = await (await fetch(`${base}/api/sys/dict/sublist?name=current_grade`)).json();
    const buyers: Awaited<ReturnType<typeof signUpBuyer>>[] = [];
    for (let index = 0; index < BUYERS; index++) buyers.push(await signUpBuyer(index, grades.data[0].code));

    let next = 0;
    const options: autocannon.Options = {
      url: `${base}/api/ddcOrder/create`,
      connections: BUYERS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const buyer = buyers[next++ % buyers.length];
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${buyer.token}`,
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({
                productId,
                childId: buyer.childId,
                answers: { processes: ['guidedInquiry', 'projectWork'], outcomes: ['confidence'] },
              }),
            };
          },
        },
      ],
    };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const result = await autocannon({ ...options, duration: DURATION_SECONDS });
    const created = result.requests.total - result.non2xx - result.errors;
    console.log(
      `  ${engine.name.padEnd(11)} ${(created / DURATION_SECONDS).toFixed(0).padStart(5)} orders/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, refused or failed ${result.non2xx + result.errors}`,
    );
  } finally {
    await stop(portal.child);
    await engine.cleanUp();
  }
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-orders-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir, ...BUYERS_SIGN_UP_FREELY },
    async raiseStock(productId) {
      const client = await PGlite.create(path.join(dataDir, 'db'));
      await client.query('update products set stock = 1000000 where id = $1', [productId]);
      await client.close();
    },
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
  const query = async (connectionString: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query(text, values);
    await client.end();
  };
  return {
    name: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...BUYERS_SIGN_UP_FREELY },
    raiseStock: (productId) => query(url.toString(), 'update products set stock = 1000000 where id = $1', [productId]),
    async cleanUp() {
      await query(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function orderCreation() {
  console.log(`\nOrder creation: ${BUYERS} concurrent buyers for ${DURATION_SECONDS} s, one seat each (POST /api/ddcOrder/create)`);
  await run(pgliteEngine());
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) await run(await postgresEngine(serverUrl));
  else console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

if (import.meta.url === `file://${process.argv[1]}`) await orderCreation();
