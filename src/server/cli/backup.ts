import { existsSync } from 'node:fs';
import path from 'node:path';
import { keepNewFilesPrivate } from '../adapters/private-modes.ts';
import { createFileStorage } from '../adapters/storage/create-file-storage.ts';
import { openDatabase } from '../db/open-database.ts';
import { loadEnv } from '../env.ts';
import { writeBackup } from '../operations/backup.ts';
import { sendControlRequest } from '../operations/control-socket.ts';
import { acquireDataFolderLock, liveHolderOf } from '../operations/data-folder-lock.ts';
import { databaseTargetOf, pgliteDirOf } from '../operations/portal-database.ts';

/**
 * `npm run backup [folder]`: one dated archive of the database and the stored files, in the folder
 * given or `<DATA_DIR>/backups`. PostgreSQL is read by pg_dump while the portal runs; PGlite by the
 * running portal itself when there is one (it alone may open the folder), otherwise here.
 */
async function backup(): Promise<string> {
  const env = loadEnv();
  keepNewFilesPrivate();
  const folder = path.resolve(process.argv[2] ?? path.join(env.dataDir, 'backups'));

  if (!env.DATABASE_URL) {
    const portal = liveHolderOf(env.dataDir);
    if (portal?.controlSocket) {
      console.log(`The portal (process ${portal.pid}) is running: it writes the backup.`);
      const answer = await sendControlRequest(portal.controlSocket, { command: 'backup', folder });
      if (!answer.ok) throw new Error(answer.error);
      return answer.archive;
    }
    if (!existsSync(path.join(pgliteDirOf(env.dataDir), 'PG_VERSION'))) throw new Error(`${env.dataDir} holds no portal to back up.`);
  }

  // Taken here, a portal starting meanwhile waits for nothing: it refuses, naming this process.
  const lock = env.DATABASE_URL ? undefined : await acquireDataFolderLock(env.dataDir);
  const database = await openDatabase(databaseTargetOf(env));
  try {
    const result = await writeBackup({ database, databaseUrl: env.DATABASE_URL, fileStorage: await createFileStorage(env) }, folder);
    if (result.missingFiles.length) console.warn(`${result.missingFiles.length} files named by the database were missing: ${result.missingFiles.join(', ')}`);
    return result.archive;
  } finally {
    await database.close();
    lock?.release();
  }
}

backup().then(
  (archive) => console.log(`Backup written: ${archive}`),
  (error: Error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  },
);
