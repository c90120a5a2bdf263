import type { Database } from './database.ts';

export type DatabaseTarget =
  | { url: string; onConnectionError?: (error: Error) => void }
  | { pgliteDir: string; sharedBuffersMb?: number }
  | { memory: true; sharedBuffersMb?: number };

/** Opens the engine the target names; each engine's driver is loaded only when it is used. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const { openPostgres } = await import('./postgres-database.ts');
    return openPostgres(target.url, target.onConnectionError);
  }
  const { openPglite } = await import('./pglite-database.ts');
  return 'memory' in target
    ? openPglite({ sharedBuffersMb: target.sharedBuffersMb })
    : openPglite({ dataDir: target.pgliteDir, sharedBuffersMb: target.sharedBuffersMb });
}
