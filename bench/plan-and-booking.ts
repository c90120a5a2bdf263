/**
 * The plan's month read and the booking call under load (issue 8): p50/p99 of
 * `GET /api/ddcPlan/month` and `POST /api/ddcBooking/create` at 20 concurrent parents, on PGlite
 * and on PostgreSQL (`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`; skipped without either).
 * Each run builds the real app in this process on a throwaway database with one course of 1,000
 * classes over a year; each parent holds an activated entitlement and books one class per request,
 * the next one of their own list, then reads the months of their plan.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/database.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { insertRows } from '../src/server/db/insert-rows.ts';
import { children, courseSystems, entitlements, orders, productCategories, products, schedules, timetables, users } from '../src/server/db/schema.ts';
import { loadEnv } from '../src/server/env.ts';

const PARENTS = 20;
const CLASSES = 1_000;
const DURATION_SECONDS = 10;
const PASSWORD = 'Bench-Parent-2026!';
const FIRST_CLASS = Date.UTC(2027, 0, 4, 1);

async function buildWorld(database: Database) {
  const db = database.db;
  await insertRows(db, productCategories, [{ id: 58, nameEn: 'Insights', nameZh: '洞见小班' }]);
  const [system] = await insertRows(db, courseSystems, [{ nameEn: 'AMC', nameZh: 'AMC' }]);
  const [timetable] = await insertRows(db, timetables, [{ nameEn: 'Bench', nameZh: '基准', startDate: '2027-01-01', endDate: '2027-12-31' }]);
  const [product] = await insertRows(db, products, [
    { nameEn: 'Bench course', nameZh: '基准课程', pic: '/x.svg', price: 100_000, categoryId: 58, courseType: 'Insights', totalClassHours: CLASSES, stock: 100, equityDateStart: '2027-01-01', equityDateEnd: '2027-12-31' },
  ]);
  const classRows = Array.from({ length: CLASSES }, (_, index) => ({
    timetableId: timetable.id,
    courseSystemId: system.id,
    productId: product.id,
    nameEn: `Class ${index + 1}`,
    nameZh: `第 ${index + 1} 课`,
    // Three classes a day, at 09:00, 09:05 and 09:10 in Shanghai, for a year.
    classDate: new Date(FIRST_CLASS + Math.floor(index / 3) * 86_400_000 + (index % 3) * 300_000),
    capacity: PARENTS,
  }));
  const classIds: number[] = [];
  for (let start = 0; start < classRows.length; start += 200) classIds.push(...(await insertRows(db, schedules, classRows.slice(start, start + 200))).map((row) => row.id));
  return { productId: product.id, classIds };
}

async function run(name: string, database: Database, dataDir: string) {
  await database.migrate();
  const world = await buildWorld(database);
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_TTL_HOURS: '24', SIGNUP_PER_ADDRESS_PER_HOUR: '1000000' });
  const app = await buildApp({ env, database, clock: () => new Date('2026-12-01T00:00:00Z') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async <T>(pathname: string, body: unknown, token?: string) => {
    const response = await fetch(`${address}/api/${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T };
    if (envelope.code !== 200) throw new Error(`${pathname}: ${envelope.message}`);
    return envelope.data;
  };
  try {
    const parents: { token: string; entitlementId: number; next: number }[] = [];
    for (let index = 0; index < PARENTS; index++) {
      const username = `plan${index}${randomBytes(3).toString('hex')}`;
      await post('sso/register', { username, email: `${username}@bench.example`, password: PASSWORD, confirmPassword: PASSWORD });
      const { token } = await post<{ token: string }>('sso/login', { username, password: PASSWORD });
      const [{ id: memberId }] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      const [child] = await insertRows(database.db, children, [{ parentId: memberId, name: `Child ${index}`, gender: 'other', birthDate: '2013-01-01', grade: 'G7' }]);
      const [order] = await insertRows(database.db, orders, [
        {
          orderSn: `EABENCH${index}${randomBytes(3).toString('hex')}`,
          memberId,
          childId: child.id,
          childName: child.name,
          productId: world.productId,
          productNameEn: 'Bench course',
          productNameZh: '基准课程',
          status: 2,
          payType: 1,
          currency: 'USD',
          tuitionAmount: 100_000,
          applicationFee: 5_000,
          payAmount: 105_000,
          answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] },
          firstClassDate: '2027-01-01',
        },
      ]);
      const [entitlement] = await insertRows(database.db, entitlements, [
        { orderId: order.id, memberId, productId: world.productId, unit: 'sessions', total: CLASSES, equityDateStart: '2027-01-01', equityDateEnd: '2027-12-31', activatedAt: new Date() },
      ]);
      parents.push({ token, entitlementId: entitlement.id, next: 0 });
    }

    let turn = 0;
    const booking = await autocannon({
      url: `${address}/api/ddcBooking/create`,
      connections: PARENTS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const parent = parents[turn++ % PARENTS];
            const scheduleId = world.classIds[parent.next++ % CLASSES];
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token}` },
              body: JSON.stringify({ entitlementId: parent.entitlementId, scheduleIds: [scheduleId] }),
            };
          },
        },
      ],
    });
    const booked = booking.requests.total - booking.non2xx - booking.errors;
    const months = [1, 2, 3];
    const plan = await autocannon({
      url: `${address}/api/ddcPlan/month`,
      connections: PARENTS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const parent = parents[turn++ % PARENTS];
            return { ...request, path: `/api/ddcPlan/month?year=2027&month=${months[turn % months.length]}`, headers: { authorization: `Bearer ${parent.token}` } };
          },
        },
      ],
    });
    console.log(
      `  ${name.padEnd(11)} booking  ${(booked / DURATION_SECONDS).toFixed(0).padStart(5)}/s, p50 ${booking.latency.p50} ms, p99 ${booking.latency.p99} ms, refused or failed ${booking.non2xx + booking.errors}`,
    );
    console.log(
      `  ${name.padEnd(11)} plan     ${(plan.requests.average).toFixed(0).padStart(5)}/s, p50 ${plan.latency.p50} ms, p99 ${plan.latency.p99} ms, refused or failed ${plan.non2xx + plan.errors}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

export async function planAndBooking() {
  console.log(`\nPlan and booking: ${PARENTS} concurrent parents, ${DURATION_SECONDS} s each (POST /api/ddcBooking/create, GET /api/ddcPlan/month)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-plan-'));
  try {
    await run('PGlite', await openDatabase({ memory: true }), dataDir);
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      return;
    }
    const name = `portal_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await run('PostgreSQL', await openDatabase({ url: url.toString() }), dataDir);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await planAndBooking();
