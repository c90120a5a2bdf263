import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-modes.ts';
import { assertServerKey, type FileStorage } from './file-storage.ts';

export function filesDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/**
 * Uploads being received, one temporary file each, beside the stored files so that storing one
 * is a rename. A process killed mid-upload leaves its file here; nothing names it.
 */
export function incomingDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'incoming');
}

/**
 * Files under <DATA_DIR>/files, spread over folders named by the key's first two characters.
 * Folders and files are the portal's own (0700, 0600): they hold families' documents.
 */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertServerKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  const folderFor = async (key: string) => {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    return target;
  };
  // Written aside, then renamed: a reader never sees half a file.
  const partialOf = (target: string) => `${target}.${randomBytes(4).toString('hex')}.part`;
  return {
    kind: 'local',
    async save(key, bytes) {
      const target = await folderFor(key);
      const partial = partialOf(target);
      await writeFile(partial, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      await rename(partial, target);
    },
    async saveFile(key, source) {
      const target = await folderFor(key);
      try {
        await rename(source.path, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // The temporary file is on another file system (os.tmpdir): copied aside, then renamed.
        const partial = partialOf(target);
        try {
          await copyFile(source.path, partial);
          await rename(partial, target);
        } finally {
          await rm(partial, { force: true });
        }
      }
    },
    async open(key) {
      const target = pathOf(key);
      const found = await stat(target).catch(() => null);
      return found?.isFile() ? createReadStream(target) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
