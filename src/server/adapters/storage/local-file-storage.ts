import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertServerKey, type FileStorage } from './file-storage.ts';

export function filesDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** Files under <DATA_DIR>/files, spread over folders named by the key's first two characters. */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertServerKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async save(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
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
