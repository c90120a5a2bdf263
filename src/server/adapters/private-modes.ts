import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The data folder holds the database, families' documents and the outbox's reset codes (issue
 * 26): only the portal's own user may read any of it, whatever the machine's umask.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Everything the process creates from here on is private too, the database's own files included. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Makes `root` (created when missing) and every folder below it 0700, and every file 0600.
 * Links below it are not followed (`root` itself may be one), and sockets are left as they are. Answers the paths it changed and
 * those it could not (another user's), relative to `root` ('.' for the folder itself).
 */
export async function makeTreePrivate(root: string): Promise<{ changed: string[]; refused: string[] }> {
  await mkdir(root, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const changed: string[] = [];
  const refused: string[] = [];
  const visit = async (relative: string): Promise<void> => {
    const full = path.join(root, relative);
    const found = await (relative === '.' ? stat : lstat)(full).catch(() => null);
    if (!found) return; // removed meanwhile
    const wanted = found.isDirectory() ? PRIVATE_FOLDER_MODE : found.isFile() ? PRIVATE_FILE_MODE : null;
    if (wanted === null) return;
    if ((found.mode & 0o777) !== wanted) {
      const done = await chmod(full, wanted).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EPERM' && error.code !== 'ENOENT') throw error;
          return false;
        },
      );
      (done ? changed : refused).push(relative);
    }
    if (found.isDirectory()) {
      const names = await readdir(full).catch(() => [] as string[]);
      await Promise.all(names.map((name) => visit(path.join(relative, name))));
    }
  };
  await visit('.');
  return { changed: changed.sort(), refused: refused.sort() };
}

/** "the folder itself, db (1450), outbox (2)": what a warning names, one entry per top-level name. */
export function summariseChanged(changed: string[]): string {
  const counts = new Map<string, number>();
  for (const relative of changed) {
    const top = relative === '.' ? 'the folder itself' : relative.split(path.sep)[0];
    counts.set(top, (counts.get(top) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => (name === 'the folder itself' || count === 1 ? name : `${name} (${count})`)).join(', ');
}
