import { keepNewFilesPrivate, makeTreePrivate, summariseChanged } from '../adapters/private-modes.ts';

/**
 * At start: the process creates only private files from then on (synchronously, before the
 * first await, so that the lock file and a new database are private too), and the data folder
 * is made private (folders 0700, files 0600), with a warning naming what was open. A folder made
 * by an older portal, or copied with the wrong modes, let anyone on the machine read the
 * database, families' documents and the outbox's reset codes (issue 26).
 */
export async function secureDataFolder(dataDir: string, log: { warn(details: object, message: string): void }): Promise<string[]> {
  keepNewFilesPrivate();
  const { changed, refused } = await makeTreePrivate(dataDir);
  if (changed.length > 0) {
    log.warn(
      { dataDir, fixed: summariseChanged(changed), entries: changed.length },
      'The data folder could be read by other users of this machine: its folders are now 0700 and its files 0600',
    );
  }
  if (refused.length > 0) {
    log.warn({ dataDir, notFixed: summariseChanged(refused), entries: refused.length }, 'Parts of the data folder belong to another user and stay readable by others');
  }
  return changed;
}

/**
 * PGlite's C library creates some files with a umask of its own, whatever the process's: the
 * relation cache's init files come out 0644 on every start. Walked again once the database is
 * open and migrated; what it writes later stays inside folders that are 0700.
 */
export async function secureOpenCluster(pgliteDir: string): Promise<void> {
  await makeTreePrivate(pgliteDir);
}
