import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_FOLDER_MODE } from '../adapters/private-modes.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import type { Database } from '../db/database.ts';
import { listStoredFiles } from '../db/repositories/file-repository.ts';
import { dumpPostgres } from './postgres-dump.ts';
import { writeTarGz } from './tar-archive.ts';

/**
 * One dated archive holds everything a portal keeps: the database (PGlite's cluster, or a
 * pg_dump of PostgreSQL) and the stored files. Its first entry says what it holds.
 */
export const BACKUP_FORMAT = 'everbright-portal-backup';
export const ArchiveEntry = {
  manifest: 'manifest.json',
  pgliteCluster: 'database/pglite-cluster.tar',
  postgresDump: 'database/postgres.dump',
  filePrefix: 'files/',
} as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  engine: Database['engine'];
}

export interface BackupSource {
  database: Database;
  /** Set for PostgreSQL: pg_dump reads it. */
  databaseUrl?: string;
  fileStorage: FileStorage;
}

export interface BackupResult {
  archive: string;
  files: number;
  /** Files the database names but the store no longer has (removed while the backup ran). */
  missingFiles: string[];
}

export async function writeBackup(source: BackupSource, folder: string, now = new Date()): Promise<BackupResult> {
  // The archive holds everything the portal keeps: its folder is as private as the data folder.
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const archive = freeNameIn(folder, now);
  const partial = `${archive}.partial`;
  const writer = writeTarGz(partial);
  try {
    const manifest: BackupManifest = { format: BACKUP_FORMAT, version: 1, createdAt: now.toISOString(), engine: source.database.engine };
    await writer.add(ArchiveEntry.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
    await addDatabase(source, writer.add);
    // Listed after the database was copied: a file uploaded meanwhile is kept in vain, never lost.
    const stored = await listStoredFiles(source.database.db);
    const missingFiles: string[] = [];
    for (const { key } of stored) {
      const bytes = await readAll(await source.fileStorage.open(key));
      if (bytes) await writer.add(`${ArchiveEntry.filePrefix}${key}`, bytes);
      else missingFiles.push(key);
    }
    await writer.finish();
    await rename(partial, archive);
    return { archive, files: stored.length - missingFiles.length, missingFiles };
  } catch (error) {
    await writer.finish().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

async function addDatabase(source: BackupSource, add: (name: string, bytes: Uint8Array) => Promise<void>) {
  if (source.database.engine === 'postgres') {
    if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs the database URL');
    await add(ArchiveEntry.postgresDump, await dumpPostgres(source.databaseUrl));
  } else {
    await add(ArchiveEntry.pgliteCluster, await source.database.dumpCluster!());
  }
}

/** `everbright-backup-2026-11-23T02-30-00Z.tar.gz`, numbered when that second already has one. */
function freeNameIn(folder: string, now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  for (let copy = 1; ; copy += 1) {
    const name = path.join(folder, `everbright-backup-${stamp}${copy > 1 ? `-${copy}` : ''}.tar.gz`);
    if (!existsSync(name) && !existsSync(`${name}.partial`)) return name;
  }
}

async function readAll(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
