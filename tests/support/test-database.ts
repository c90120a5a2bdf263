import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { openPglite } from '../../src/server/db/pglite-database.ts';

/** A test database; on PostgreSQL with the URL that pg_dump or a spawned instance would need. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of `TEST_DATABASE_URL`, dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    // Under Vitest, started from the cluster its global setup migrated (migrated-pglite.ts); the
    // benches, outside Vitest, migrate their own.
    const cluster = process.env.VITEST ? inject('migratedPgliteCluster') : undefined;
    if (cluster) return openPglite({ restoreFrom: await readFile(cluster) });
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }

  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ url: empty.url });
  await database.migrate();
  return {
    ...database,
    url: empty.url,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new, empty database on the server of `TEST_DATABASE_URL`, and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL names no PostgreSQL server');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's connections close a moment after pool.end() resolves; forcing them closed
      // earlier would make them report an error after the test file has finished.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await cleanup.query(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
