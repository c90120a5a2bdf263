import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GRADE_DICTIONARY } from '../../src/shared/catalogue.ts';
import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import { children, dictionaryEntries, sessions, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/domain/accounts/password-hashing.ts';
import { hashToken } from '../../src/server/domain/accounts/tokens.ts';
import { eq } from 'drizzle-orm';
import { anyAnswers } from './factories-orders.ts';
import { ensurePortalBuilt, freePort, startPortal, type PortalProcess } from './portal-process.ts';
import { createEmptyPostgresDatabase } from './test-database.ts';

/**
 * Two real portal processes on one new PostgreSQL database (DESIGN §4), started at the same
 * moment, for tests of what must hold across instances. Tests of a new resource (bookings, …)
 * add their requests through `call` and their rows through `db`.
 */
export interface Instance extends PortalProcess {
  name: string;
  call(method: 'GET' | 'POST', url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
}

export interface Answer {
  status: number;
  body: { code: number; message: string; data: unknown };
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  /** The test's own connection to the instances' database. */
  database: Database;
  url: string;
  close(): Promise<void>;
}

export interface SignedInParent {
  userId: number;
  email: string;
  token: string;
  childId: number;
}

/** Sweeps every second instead of every minute, so that a test sees several turns. */
const INSTANCE_ENV = { MAINTENANCE_INTERVAL_SECONDS: '1' };

export async function startTwoInstances(): Promise<TwoInstances> {
  ensurePortalBuilt();
  const empty = await createEmptyPostgresDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-instances-'));
  const env = { ...INSTANCE_ENV, DATABASE_URL: empty.url };
  const [portA, portB] = [await freePort(), await freePort()];
  // At the same moment, as a rolling deploy or an autoscaler would.
  const [a, b] = await Promise.all([startPortal({ dataDir, port: portA, env }), startPortal({ dataDir, port: portB, env })]);
  const database = await openDatabase({ url: empty.url });
  return {
    a: instance('A', a),
    b: instance('B', b),
    database,
    url: empty.url,
    async close() {
      await Promise.all([a.stop(), b.stop()]);
      await database.close();
      await empty.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function instance(name: string, portal: PortalProcess): Instance {
  return {
    ...portal,
    name,
    async call(method, url, options = {}) {
      const response = await fetch(`${portal.url}${url}`, {
        method,
        headers: {
          language: 'en',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },
  };
}

/**
 * Parents with a child and a live session, written straight into the database: signing fifty
 * parents up through the API would spend the test's time on password hashing.
 */
export async function signedInParents(database: Database, count: number): Promise<SignedInParent[]> {
  const db = database.db;
  const passwordHash = await hashPassword(`Unused-${randomBytes(8).toString('hex')}-1a!`);
  const [grade] = await db.select({ code: dictionaryEntries.code }).from(dictionaryEntries).where(eq(dictionaryEntries.dictionary, GRADE_DICTIONARY)).limit(1);
  const run = randomBytes(4).toString('hex');
  const created = await insertRows(
    db,
    users,
    Array.from({ length: count }, (_, n) => ({ username: `parent-${run}-${n}`, email: `parent-${run}-${n}@example.com`, passwordHash, role: 'parent' as const })),
  );
  const now = new Date();
  const tokens = created.map(() => randomBytes(32).toString('base64url'));
  await insertRows(
    db,
    sessions,
    created.map((user, n) => ({ userId: user.id, tokenHash: hashToken(tokens[n]), createdAt: now, expiresAt: new Date(now.getTime() + 24 * 3600_000) })),
  );
  const kids = await insertRows(
    db,
    children,
    created.map((user, n) => ({ parentId: user.id, name: `Child ${n}`, gender: 'other' as const, birthDate: '2014-05-17', grade: grade.code })),
  );
  return created.map((user, n) => ({ userId: user.id, email: user.email, token: tokens[n], childId: kids[n].id }));
}

/** `ddcOrder/create` on one instance, with the key given or a new one. */
export function orderOn(instance: Instance, parent: SignedInParent, productId: number, idempotencyKey = randomBytes(12).toString('hex')) {
  return instance.call('POST', '/api/ddcOrder/create', {
    token: parent.token,
    headers: { 'idempotency-key': idempotencyKey },
    body: { productId, childId: parent.childId, answers: anyAnswers },
  });
}
