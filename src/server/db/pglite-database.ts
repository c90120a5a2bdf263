import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type Db } from './database.ts';
import { PreparedStatementClient } from './pglite-prepared-client.ts';
import * as schema from './schema.ts';

/** PGlite keeps its whole buffer cache resident; PostgreSQL's 128 MB default is far more than the demo needs. */
export const DEFAULT_SHARED_BUFFERS_MB = 16;

export interface PgliteOptions {
  /** Absent: in memory (tests). */
  dataDir?: string;
  sharedBuffersMb?: number;
  /** A cluster tarball from a backup, for a folder that holds no database yet. */
  restoreFrom?: Uint8Array;
}

/** A PGlite database, which can always dump its cluster. */
export type PgliteDatabase = Database & Required<Pick<Database, 'dumpCluster'>>;

/** Embedded PostgreSQL in WebAssembly (the default, D19): one process per data folder. */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const { dataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const holdsDatabase = dataDir !== undefined && existsSync(path.join(dataDir, 'PG_VERSION'));
  if (options.restoreFrom && holdsDatabase) throw new Error(`${dataDir} already holds a database`);
  const client = await PGlite.create({
    dataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB}MB`],
    loadDataDir: options.restoreFrom ? new Blob([options.restoreFrom as Uint8Array<ArrayBuffer>]) : undefined,
  });
  const running = new Set<string>();

  return {
    db: drizzle(new PreparedStatementClient(client) as unknown as PGlite, { schema }) as unknown as Db,
    engine: 'pglite',
    migrate: () => migrate(drizzle(client), { migrationsFolder }),
    ping: async () => (await client.query('select 1')).rows.length === 1,
    // One process is all there is, so a job only has to skip a tick of its own still running.
    async runExclusively(job, work) {
      if (running.has(job)) return false;
      running.add(job);
      try {
        await work();
        return true;
      } finally {
        running.delete(job);
      }
    },
    async dumpCluster() {
      // PGlite runs one statement at a time, so nothing writes between the checkpoint and the copy.
      await client.exec('checkpoint');
      const tarball = await client.dumpDataDir('none');
      return new Uint8Array(await tarball.arrayBuffer());
    },
    close: () => client.close(),
  };
}
