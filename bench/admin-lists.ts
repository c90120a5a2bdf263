/**
 * The back office's order list at scale (issue 7): 10,000 orders of 500 families are seeded, then
 * `GET /api/admin/order/list` pages, sorts, filters and searches them through the real app
 * (Fastify, validation, repository, presenter) in-process. Prints p50 and p99 per query, on PGlite
 * and on PostgreSQL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`; skipped without either).
 * Target: p99 ≤ 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadEnv } from '../src/server/env.ts';
import { insertRows } from '../src/server/db/insert-rows.ts';
import { orders, users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/domain/accounts/password-hashing.ts';
import { openTestDatabase } from '../tests/support/test-database.ts';
import { createProduct, createProductCategories } from '../tests/support/factories.ts';
import { onEachEngine } from './engines.ts';

const ORDERS = 10_000;
const FAMILIES = 500;
const RUNS = 60;
const CHILD_NAMES = ['Ada', 'Leo', 'Mia', 'Kai', 'Zoe', 'Ivy', 'Eli', 'Noa'];

const QUERIES: Record<string, string> = {
  'first page, newest first': '',
  'page 250 of 20': '?pageNum=250',
  'sorted by amount': '?sort=-payAmount',
  'status 6 (transfers to review)': '?status=6',
  'card payments, by order number': '?payType=1&sort=orderSn',
  'search a parent': '?q=family042',
  'search an order number': '?q=EA00004',
  'search a child, 100 a page': '?q=zoe&pageSize=100',
};

async function seed(db: Awaited<ReturnType<typeof openTestDatabase>>['db']) {
  await createProductCategories(db);
  const products = await Promise.all([0, 1, 2, 3].map((index) => createProduct(db, { nameEn: `Course ${index}`, nameZh: `课程${index}`, stock: null })));
  const passwordHash = await hashPassword('Bench-Family-2026!');
  const families = await insertRows(
    db,
    users,
    Array.from({ length: FAMILIES }, (_, index) => {
      const username = `family${String(index).padStart(3, '0')}`;
      return { username, email: `${username}@bench.example`, passwordHash, nickname: `Family ${index}` };
    }),
  );
  const statuses = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let start = 0; start < ORDERS; start += 1000) {
    await insertRows(
      db,
      orders,
      Array.from({ length: 1000 }, (_, offset) => {
        const index = start + offset;
        const product = products[index % products.length];
        const status = statuses[index % statuses.length];
        return {
          orderSn: `EA${String(index).padStart(8, '0')}`,
          memberId: families[index % FAMILIES].id,
          childName: `${CHILD_NAMES[index % CHILD_NAMES.length]} ${index % 97}`,
          productId: product.id,
          productNameEn: product.nameEn,
          productNameZh: product.nameZh,
          status,
          payType: status === 0 ? 0 : 1 + (index % 2),
          currency: 'USD',
          tuitionAmount: 50_000 + (index % 37) * 1000,
          applicationFee: 5_000,
          payAmount: 55_000 + (index % 37) * 1000,
          answers: { processes: ['guidedInquiry', 'projectWork'], outcomes: ['confidence'] },
          firstClassDate: '2027-03-01',
          createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
        };
      }),
    );
  }
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function measure(engine: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-admin-'));
  const database = await openTestDatabase();
  try {
    await seed(database.db);
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database });
    await app.ready();
    const username = `benchadmin${randomBytes(3).toString('hex')}`;
    await insertRows(database.db, users, [{ username, email: `${username}@bench.example`, passwordHash: await hashPassword('Bench-Admin-2026!'), role: 'admin' }]);
    const login = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: 'Bench-Admin-2026!' } });
    const token = (login.json() as { data: { token: string } }).data.token;

    console.log(`\nAdmin order list, ${ORDERS.toLocaleString('en')} orders of ${FAMILIES} families, ${engine} (${RUNS} requests each, in-process)`);
    let worst = 0;
    for (const [name, query] of Object.entries(QUERIES)) {
      const timings: number[] = [];
      for (let run = 0; run < RUNS + 5; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: `/api/admin/order/list${query}`, headers: { authorization: `Bearer ${token}` } });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
        if (run >= 5) timings.push(elapsed); // the first few warm the caches
      }
      timings.sort((a, b) => a - b);
      const p99 = percentile(timings, 0.99);
      worst = Math.max(worst, p99);
      console.log(`  ${name.padEnd(34)} p50 ${percentile(timings, 0.5).toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`);
    }
    console.log(`  worst p99 ${worst.toFixed(1)} ms (target ≤ 100 ms)`);
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const adminLists = () => onEachEngine('Admin order list', measure);

if (import.meta.url === `file://${process.argv[1]}`) await adminLists();
