import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './local-file-storage.ts';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;
const key = `${'c'.repeat(32)}.pdf`;

describe('localFileStorage', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
  const newFolder = async (parent = tmpdir()) => {
    const folder = await mkdtemp(path.join(parent, 'portal-local-'));
    folders.push(folder);
    return folder;
  };

  it('moves a received file into place, private, and writes bytes private too', async () => {
    const root = path.join(await newFolder(), 'files');
    const source = path.join(await newFolder(), 'upload.part');
    await writeFile(source, '%PDF-1.4 moved', { mode: 0o600 });
    const storage = localFileStorage(root);
    await storage.saveFile(key, { path: source, size: 14 }, 'application/pdf');
    const target = path.join(root, key.slice(0, 2), key);
    expect(await readFile(target, 'utf8')).toBe('%PDF-1.4 moved');
    expect(existsSync(source)).toBe(false);
    expect(await modeOf(target)).toBe(0o600);
    expect(await modeOf(path.dirname(target))).toBe(0o700);
    expect(await modeOf(root)).toBe(0o700);

    const other = `${'d'.repeat(32)}.pdf`;
    await storage.save(other, Buffer.from('%PDF-1.4 written'), 'application/pdf');
    expect(await modeOf(path.join(root, other.slice(0, 2), other))).toBe(0o600);
  });

  // /dev/shm is a file system of its own on Linux: a rename across it fails with EXDEV.
  const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev;
  it.runIf(otherFileSystem)('copies a received file from another file system', async () => {
    const root = path.join(await newFolder(), 'files');
    const source = path.join(await newFolder('/dev/shm'), 'upload.part');
    await writeFile(source, '%PDF-1.4 copied', { mode: 0o600 });
    await localFileStorage(root).saveFile(key, { path: source, size: 15 }, 'application/pdf');
    const target = path.join(root, key.slice(0, 2), key);
    expect(await readFile(target, 'utf8')).toBe('%PDF-1.4 copied');
    expect(await modeOf(target)).toBe(0o600);
  });
});
