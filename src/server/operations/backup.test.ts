import { chmod, lstat, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyAnswers,
  childFor,
  createOrderFor,
  createOrdersTestApp,
  createPaidOrder,
  createProduct,
  orderDetail,
  parentWithChild,
  sendTransferProof,
} from '../../../tests/support/factories-orders.ts';
import { createEmptyPostgresDatabase } from '../../../tests/support/test-database.ts';
import { ensurePortalBuilt, freePort, runPortalCommand, startPortal } from '../../../tests/support/portal-process.ts';
import type { AccountsTestApp } from '../../../tests/support/factories-accounts.ts';
import { filesDirectoryOf, localFileStorage } from '../adapters/storage/local-file-storage.ts';
import type { Database, Db } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { openPglite } from '../db/pglite-database.ts';
import * as schema from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { buildApp } from '../app.ts';
import { writeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { writeTarGz } from './tar-archive.ts';

const folders: string[] = [];
async function newFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
  folders.push(folder);
  return folder;
}
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The folders not 0700 and the files not 0600 under `root`, with their modes: none, in a private data folder. */
async function openEntriesOf(root: string): Promise<string[]> {
  const open: string[] = [];
  for (const relative of ['.', ...(await readdir(root, { recursive: true }))]) {
    const found = await lstat(path.join(root, relative));
    const mode = found.mode & 0o777;
    if ((found.isDirectory() && mode !== 0o700) || (found.isFile() && mode !== 0o600)) open.push(`${relative} ${mode.toString(8)}`);
  }
  return open;
}

/** Every row of every table, in a stable order: two databases compare equal when these do. */
async function contentsOf(db: Db): Promise<Record<string, unknown[]>> {
  const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable)) as [string, PgTable][];
  const contents: Record<string, unknown[]> = {};
  for (const [name, table] of tables) {
    const rows = await db.select().from(table);
    contents[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

describe('backup and restore', () => {
  let source: AccountsTestApp;
  let parent: Awaited<ReturnType<typeof parentWithChild>>;
  let orderIds: number[];
  beforeAll(async () => {
    source = await createOrdersTestApp();
    const course = await createProduct(source.db, { stock: 5 });
    parent = await parentWithChild(source.app);
    // One open order per child and course (D22): each order is for another child.
    const [second, third] = [await childFor(source.app, parent.token, { name: 'Ada Wu' }), await childFor(source.app, parent.token, { name: 'Orla Wu' })];
    const held = await createOrderFor(source.app, parent.token, course.id, parent.childId);
    const underReview = await createOrderFor(source.app, parent.token, course.id, second);
    await sendTransferProof(source.app, parent.token, underReview.id);
    const paid = await createPaidOrder(source.app, parent.token, course.id, third);
    orderIds = [held.id, underReview.id, paid.id];
  });
  afterAll(() => source.close());

  it('brings a portal with orders back elsewhere: every row, every file, and a portal that works on', { timeout: 120_000 }, async () => {
    const folder = await newFolder();
    const backup = await writeBackup(
      { database: source.database, databaseUrl: source.database.url, fileStorage: source.app.fileStorage },
      folder,
      new Date('2026-11-23T02:30:00.000Z'),
    );
    expect(path.basename(backup.archive)).toBe('everbright-backup-2026-11-23T02-30-00Z.tar.gz');
    expect(backup).toMatchObject({ files: 2, missingFiles: [] });
    expect(await readdir(folder)).toEqual([path.basename(backup.archive)]);

    const targetDir = await newFolder();
    const emptyDatabase = source.database.engine === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
    const fileStorage = localFileStorage(filesDirectoryOf(targetDir));
    const restored = await restoreBackup(backup.archive, { databaseUrl: emptyDatabase?.url, pgliteDir: path.join(targetDir, 'db'), fileStorage });
    expect(restored).toEqual({ files: 2, createdAt: '2026-11-23T02:30:00.000Z' });
    // Nothing restored is readable by other users: PGlite wrote the cluster's files 0666.
    expect(await openEntriesOf(path.join(targetDir, 'files'))).toEqual([]);
    if (!emptyDatabase) expect(await openEntriesOf(path.join(targetDir, 'db'))).toEqual([]);

    const copy: Database = emptyDatabase ? await openDatabase({ url: emptyDatabase.url }) : await openPglite({ dataDir: path.join(targetDir, 'db') });
    try {
      expect(await contentsOf(copy.db)).toEqual(await contentsOf(source.db));
      for (const { key } of await source.db.select({ key: schema.storedFiles.key }).from(schema.storedFiles)) {
        const original = await readFile(path.join(filesDirectoryOf(source.dataDir), key.slice(0, 2), key));
        expect(await readFile(path.join(filesDirectoryOf(targetDir), key.slice(0, 2), key))).toEqual(original);
      }

      // The restored portal takes over: the parent's session, the orders, and new rows after the old.
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: targetDir, LOG_LEVEL: 'silent' });
      const app = await buildApp({ env, database: copy, clock: source.clock });
      try {
        for (const id of orderIds) expect(await orderDetail(app, parent.token, id)).toEqual(await orderDetail(source.app, parent.token, id));
        const [course] = await copy.db.select({ id: schema.products.id }).from(schema.products);
        const next = await createOrderFor(app, parent.token, course.id, await childFor(app, parent.token, { name: 'Lena Wu' }));
        expect(next.id).toBeGreaterThan(Math.max(...orderIds));
      } finally {
        await app.close();
      }
    } finally {
      await copy.close();
      await emptyDatabase?.drop();
    }
  });

  it('refuses what is not a whole backup of this engine, and a target that is not empty', { timeout: 60_000 }, async () => {
    const folder = await newFolder();
    const target = { pgliteDir: path.join(folder, 'db'), fileStorage: localFileStorage(path.join(folder, 'files')) };

    const foreign = path.join(folder, 'foreign.tar.gz');
    const writer = writeTarGz(foreign);
    await writer.add('notes.txt', Buffer.from('hello'));
    await writer.finish();
    await expect(restoreBackup(foreign, target)).rejects.toThrow('Not a portal backup: its first entry is not the manifest');

    const { archive } = await writeBackup({ database: source.database, databaseUrl: source.database.url, fileStorage: source.app.fileStorage }, folder);
    const cut = path.join(folder, 'cut.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup(cut, target)).rejects.toThrow();

    if (source.database.engine === 'pglite') {
      await expect(restoreBackup(archive, { ...target, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(
        'This backup is of a portal on PGlite: restore it without DATABASE_URL.',
      );
      await restoreBackup(archive, target);
      await expect(restoreBackup(archive, target)).rejects.toThrow('already holds a database');
    } else {
      await expect(restoreBackup(archive, { ...target, databaseUrl: source.database.url })).rejects.toThrow(
        'The database of DATABASE_URL is not empty; restore into a new database.',
      );
    }
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('npm run backup and restore on PGlite (real processes)', () => {
  beforeAll(() => ensurePortalBuilt(), 600_000);

  it('backs up a running portal through it, a stopped one by itself, and restores into an empty folder', { timeout: 300_000 }, async () => {
    const dataDir = await newFolder();
    const backups = await newFolder();
    // A folder left open, as portals before issue 26 made it: fixed at start, with a warning.
    await chmod(dataDir, 0o755);
    const portal = await startPortal({ dataDir, port: await freePort() });
    let listed: unknown;
    let token: string;
    try {
      expect(portal.output()).toContain('The data folder could be read by other users of this machine: its folders are now 0700 and its files 0600');
      expect(portal.output()).toContain('"fixed":"the folder itself"');
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await openEntriesOf(dataDir)).toEqual([]);
      const login = await fetch(`${portal.url}/api/sso/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo.parent', password: 'Demo-Parent-2026!' }),
      });
      token = ((await login.json()) as { data: { token: string } }).data.token;
      const children = await (await fetch(`${portal.url}/api/ddcChild/list`, { headers: { authorization: `Bearer ${token}` } })).json();
      const products = await (
        await fetch(`${portal.url}/api/ddcProduct/productList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"productCategoryId":58}' })
      ).json();
      const ordered = await fetch(`${portal.url}/api/ddcOrder/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': 'backup-test-order' },
        body: JSON.stringify({
          productId: products.data.list[0].id,
          childId: children.data[0].id,
          answers: anyAnswers,
        }),
      });
      expect(await ordered.json()).toMatchObject({ code: 200 });
      listed = await (await fetch(`${portal.url}/api/ddcOrder/list`, { headers: { authorization: `Bearer ${token}` } })).json();

      const online = await runPortalCommand({ dataDir }, 'backup', [backups]);
      expect(online.output).toContain(`The portal (process ${portal.pid}) is running: it writes the backup.`);
      expect(online.code).toBe(0);
    } finally {
      await portal.stop();
    }
    const offline = await runPortalCommand({ dataDir }, 'backup', [backups]);
    expect(offline.code).toBe(0);
    expect(offline.output).not.toContain('is running');
    const archives = (await readdir(backups)).sort();
    expect(archives).toHaveLength(2);

    const restoredDir = await newFolder();
    const restore = await runPortalCommand({ dataDir: restoredDir }, 'restore', [path.join(backups, archives[0])]);
    expect(restore.output).toContain(`into ${restoredDir}`);
    expect(restore.code).toBe(0);
    expect(await openEntriesOf(restoredDir)).toEqual([]);
    const again = await runPortalCommand({ dataDir: restoredDir }, 'restore', [path.join(backups, archives[1])]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds a portal');

    const restored = await startPortal({ dataDir: restoredDir, port: await freePort() });
    try {
      const headers = { authorization: `Bearer ${token!}` };
      expect(await (await fetch(`${restored.url}/api/ddcOrder/list`, { headers })).json()).toEqual(listed);
    } finally {
      await restored.stop();
    }
  });
});
