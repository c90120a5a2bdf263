import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.ts';
import { openDatabase, type DatabaseTarget } from '../db/open-database.ts';
import type { Env } from '../env.ts';
import { unpackEmptyCluster } from './empty-cluster.ts';

/** The PGlite cluster lives here, beside the files and the outbox. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'db');

/**
 * Packed beside the compiled server by the build (src/server/cli/pack-empty-cluster.ts). Running
 * from the sources (`npm run dev`, the tests) it is absent, and PGlite runs initdb instead.
 */
export const EMPTY_CLUSTER = fileURLToPath(new URL('./pglite-empty-cluster.tar.gz', import.meta.url));

/** The database the settings name: PostgreSQL with DATABASE_URL, otherwise PGlite in the data folder. */
export function databaseTargetOf(env: Env, onConnectionError?: (error: Error) => void): DatabaseTarget {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, onConnectionError };
  return { pgliteDir: pgliteDirOf(env.dataDir), sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB };
}

/** Opens the portal's database; a new PGlite folder first becomes a copy of the packed empty cluster. */
export async function openPortalDatabase(env: Env, onConnectionError?: (error: Error) => void): Promise<Database> {
  if (!env.DATABASE_URL) await unpackEmptyCluster(EMPTY_CLUSTER, pgliteDirOf(env.dataDir));
  return openDatabase(databaseTargetOf(env, onConnectionError));
}
