import { makeTreePrivate } from '../adapters/private-modes.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { openPglite } from '../db/pglite-database.ts';
import { listStoredFiles } from '../db/repositories/file-repository.ts';
import { holdsAnyTable } from '../db/schema-presence.ts';
import { ArchiveEntry, BACKUP_FORMAT, type BackupManifest } from './backup.ts';
import { restorePostgres } from './postgres-dump.ts';
import { readTarGz, type TarEntry } from './tar-archive.ts';

export interface RestoreTarget {
  /** PostgreSQL: an empty database. */
  databaseUrl?: string;
  /** PGlite: a folder that holds no database yet. */
  pgliteDir: string;
  fileStorage: FileStorage;
}

/**
 * Brings a backup of writeBackup back into an empty portal; answers how many files came back.
 * PGlite writes a restored cluster's files readable and writable by all (0666): they are made
 * the portal's alone (0700, 0600) before anything opens them again.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<{ files: number; createdAt: string }> {
  const entries = readTarGz(archive);
  const manifest = readManifest(await entries.next());
  const engine = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new Error(
      manifest.engine === 'pglite'
        ? 'This backup is of a portal on PGlite: restore it without DATABASE_URL.'
        : 'This backup is of a portal on PostgreSQL: set DATABASE_URL to an empty database to restore it.',
    );
  }
  const dump = await entries.next();
  const expected = engine === 'postgres' ? ArchiveEntry.postgresDump : ArchiveEntry.pgliteCluster;
  if (dump.done || dump.value.name !== expected) throw new Error(`The archive has no ${expected}`);

  const database = await restoreDatabase(target, dump.value.bytes);
  if (!target.databaseUrl) await makeTreePrivate(target.pgliteDir);
  try {
    const mimeOf = new Map((await listStoredFiles(database.db)).map((file) => [file.key, file.mime]));
    let files = 0;
    for await (const { name, bytes } of entries) {
      if (!name.startsWith(ArchiveEntry.filePrefix)) continue;
      const key = name.slice(ArchiveEntry.filePrefix.length);
      await target.fileStorage.save(key, bytes, mimeOf.get(key) ?? 'application/octet-stream');
      files += 1;
    }
    return { files, createdAt: manifest.createdAt };
  } finally {
    await database.close();
  }
}

function readManifest(first: IteratorResult<TarEntry>): BackupManifest {
  const manifest =
    !first.done && first.value.name === ArchiveEntry.manifest ? (JSON.parse(first.value.bytes.toString('utf8')) as BackupManifest) : undefined;
  if (manifest?.format !== BACKUP_FORMAT) throw new Error('Not a portal backup: its first entry is not the manifest');
  if (manifest.version !== 1) throw new Error(`A backup of format version ${manifest.version} needs a newer portal`);
  return manifest;
}

async function restoreDatabase(target: RestoreTarget, dump: Uint8Array): Promise<Database> {
  if (!target.databaseUrl) return openPglite({ dataDir: target.pgliteDir, restoreFrom: dump });
  const database = await openDatabase({ url: target.databaseUrl });
  try {
    if (await holdsAnyTable(database.db)) throw new Error('The database of DATABASE_URL is not empty; restore into a new database.');
    await restorePostgres(target.databaseUrl, dump);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
