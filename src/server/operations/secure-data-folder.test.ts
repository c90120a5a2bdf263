import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LogLines } from '../../../tests/support/log-lines.ts';
import { createLogger } from '../logger.ts';
import { secureDataFolder } from './secure-data-folder.ts';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('the data folder at start', () => {
  const umask = process.umask();
  const folders: string[] = [];
  afterEach(() => void process.umask(umask));
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('makes an open folder private (folders 0700, files 0600) and says what it fixed; a private one is left quietly', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'portal-outside-'));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-modes-'));
    folders.push(outside, dataDir);
    // As an older portal left it: everything readable by all, a cluster file writable by all.
    await chmod(dataDir, 0o755);
    await mkdir(path.join(dataDir, 'files', 'ab'), { recursive: true, mode: 0o755 });
    await mkdir(path.join(dataDir, 'outbox'), { mode: 0o755 });
    await mkdir(path.join(dataDir, 'db', 'base'), { recursive: true, mode: 0o777 });
    await writeFile(path.join(dataDir, 'files', 'ab', `ab${'0'.repeat(30)}.pdf`), '%PDF', { mode: 0o644 });
    await writeFile(path.join(dataDir, 'outbox', 'reset.eml'), 'code 123456', { mode: 0o644 });
    await writeFile(path.join(dataDir, 'db', 'base', '1259'), 'cluster', { mode: 0o666 });
    await chmod(path.join(dataDir, 'db', 'base', '1259'), 0o666);
    // A link is not followed: what it points to is not the portal's to change.
    const elsewhere = path.join(outside, 'notes.txt');
    await writeFile(elsewhere, 'not ours', { mode: 0o644 });
    await symlink(elsewhere, path.join(dataDir, 'link.txt'));

    const written = new LogLines();
    const logger = await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, written);
    const fixed = await secureDataFolder(dataDir, logger);

    expect(fixed).toHaveLength(9);
    for (const folder of ['.', 'files', 'files/ab', 'outbox', 'db', 'db/base']) expect(await modeOf(path.join(dataDir, folder))).toBe(0o700);
    for (const file of [`files/ab/ab${'0'.repeat(30)}.pdf`, 'outbox/reset.eml', 'db/base/1259']) expect(await modeOf(path.join(dataDir, file))).toBe(0o600);
    expect(await modeOf(elsewhere)).toBe(0o644);
    expect(written.lines).toEqual([
      expect.objectContaining({
        level: 40,
        dataDir,
        fixed: 'the folder itself, db (3), files (3), outbox (2)',
        entries: 9,
        msg: 'The data folder could be read by other users of this machine: its folders are now 0700 and its files 0600',
      }),
    ]);
    // From now on the process itself creates only private files.
    await writeFile(path.join(dataDir, 'portal.lock'), '{}');
    expect(await modeOf(path.join(dataDir, 'portal.lock'))).toBe(0o600);

    expect(await secureDataFolder(dataDir, logger)).toEqual([]);
    expect(written.lines).toHaveLength(1);
  });

  it('follows a data folder that is a link, and creates a missing one private', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'portal-modes-'));
    folders.push(parent);
    const real = path.join(parent, 'real');
    await mkdir(path.join(real, 'outbox'), { recursive: true, mode: 0o755 });
    await symlink(real, path.join(parent, 'data'));
    const written = new LogLines();
    const logger = await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, written);
    expect(await secureDataFolder(path.join(parent, 'data'), logger)).toEqual(['.', 'outbox']);
    expect(await modeOf(path.join(real, 'outbox'))).toBe(0o700);
  });

  it('creates a missing data folder private', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'portal-modes-'));
    folders.push(parent);
    const written = new LogLines();
    const fresh = path.join(parent, 'data');
    expect(await secureDataFolder(fresh, await createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: 'info' }, written))).toEqual([]);
    expect(await modeOf(fresh)).toBe(0o700);
    expect(written.lines).toEqual([]);
  });
});
