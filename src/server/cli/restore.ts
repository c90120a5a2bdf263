import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { keepNewFilesPrivate, makeTreePrivate } from '../adapters/private-modes.ts';
import { filesDirectoryOf } from '../adapters/storage/local-file-storage.ts';
import { createFileStorage } from '../adapters/storage/create-file-storage.ts';
import { loadEnv } from '../env.ts';
import { acquireDataFolderLock } from '../operations/data-folder-lock.ts';
import { pgliteDirOf } from '../operations/portal-database.ts';
import { restoreBackup } from '../operations/restore.ts';

/**
 * `npm run restore <archive>`: brings a backup back into an empty portal, the data folder of
 * DATA_DIR (and, with DATABASE_URL, an empty PostgreSQL database). It never overwrites.
 */
async function restore(): Promise<string> {
  const archive = process.argv[2];
  if (!archive) throw new Error('Name the archive: npm run restore <archive>');
  const env = loadEnv();
  keepNewFilesPrivate();
  const lock = await acquireDataFolderLock(env.dataDir);
  try {
    const pgliteDir = pgliteDirOf(env.dataDir);
    if (!env.DATABASE_URL && existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      throw new Error(`${env.dataDir} already holds a portal: restore into an empty data folder (DATA_DIR).`);
    }
    const files = filesDirectoryOf(env.dataDir);
    if (!env.S3_BUCKET && existsSync(files) && readdirSync(files).length > 0) {
      throw new Error(`${files} already holds files: restore into an empty data folder (DATA_DIR).`);
    }
    const result = await restoreBackup(path.resolve(archive), {
      databaseUrl: env.DATABASE_URL,
      pgliteDir,
      fileStorage: await createFileStorage(env),
    });
    await makeTreePrivate(env.dataDir);
    return `Restored the backup of ${result.createdAt} (${result.files} files) into ${env.DATABASE_URL ? 'the database of DATABASE_URL' : env.dataDir}.`;
  } finally {
    lock.release();
  }
}

restore().then(
  (summary) => console.log(summary),
  (error: Error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  },
);
