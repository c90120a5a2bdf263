import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
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

/**
 * PGlite's PostgreSQL is WebAssembly. V8 runs each function with its baseline compiler first and
 * recompiles it with its optimising compiler, on other threads, once it has run enough: the budget
 * below, in bytes of code executed. At V8's default (1,800,000) opening the database alone had
 * some fifty functions of PostgreSQL's boot optimised, at up to 0.2 s of CPU each, and a cold
 * start's seed many more: about 0.3 s of CPU in every warm start, more in a cold one. At
 * 300,000,000 start-up code stays on the baseline compiler, and what requests keep running is
 * still optimised, a little later: a loop of 1,800 small queries costs no more CPU in all, and
 * the searches of `bench/admin-lists.ts` are within a tenth of their p50s. Read when PGlite
 * instantiates its module.
 */
function optimiseOnlyHotWebAssembly() {
  v8.setFlagsFromString('--wasm-tiering-budget=300000000');
}

/** Opens the portal's database; a new PGlite folder first becomes a copy of the packed empty cluster. */
export async function openPortalDatabase(env: Env, onConnectionError?: (error: Error) => void): Promise<Database> {
  if (!env.DATABASE_URL) {
    optimiseOnlyHotWebAssembly();
    await unpackEmptyCluster(EMPTY_CLUSTER, pgliteDirOf(env.dataDir));
  }
  return openDatabase(databaseTargetOf(env, onConnectionError));
}
