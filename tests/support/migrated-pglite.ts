import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/server/db/pglite-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite cluster as a tarball; absent when the tests run on PostgreSQL. */
    migratedPgliteCluster?: string;
  }
}

/**
 * Vitest's global setup: migrates one in-memory PGlite before the run and keeps its cluster in a
 * file. A new PGlite starts from that file in about a second, where `initdb` and the migrations
 * take three to five: this is paid once a run instead of once a database.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const database = await openPglite();
  await database.migrate();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-test-cluster-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, await database.dumpCluster());
  await database.close();
  project.provide('migratedPgliteCluster', file);
  return () => rm(folder, { recursive: true, force: true });
}
