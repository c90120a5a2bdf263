import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { tarEntriesOf, writeTarGz } from './tar-archive.ts';

/**
 * initdb and the migrations take seconds, and the first start of a portal ran them every time.
 * The build runs them once instead: it makes a cluster, applies the migrations, shuts it down
 * cleanly and packs its folder; a new data folder starts as a copy of it, with the schema and no
 * rows. The start still runs the migrations, which find nothing to do unless the pack predates one.
 */
export async function packEmptyCluster(archive: string): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-empty-cluster-'));
  try {
    // Loaded here: the start imports this file to unpack, and PGlite loads with the database it opens.
    const { openPglite } = await import('../db/pglite-database.ts');
    const database = await openPglite({ dataDir: folder });
    await database.migrate();
    await database.close();
    const writer = writeTarGz(archive);
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      const name = path.relative(folder, path.join(entry.parentPath, entry.name));
      if (entry.isDirectory()) await writer.addDirectory(name);
      else await writer.add(name, await readFile(path.join(folder, name)));
    }
    await writer.finish();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Makes `dataDir` a copy of the packed cluster, unless it holds a database already or no pack was
 * built. Unpacked aside and renamed into place: a start killed midway leaves no half a cluster.
 */
export async function unpackEmptyCluster(archive: string, dataDir: string): Promise<boolean> {
  if (!existsSync(archive) || existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const unpacking = `${dataDir}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  mkdirSync(unpacking, { recursive: true, mode: 0o700 });
  // A few MB read whole and written file by file without awaiting each: this runs before anything else.
  for (const entry of tarEntriesOf(gunzipSync(readFileSync(archive)))) {
    const target = path.join(unpacking, entry.name);
    if (!target.startsWith(unpacking + path.sep)) throw new Error(`The packed cluster names a path outside its folder: ${entry.name}`);
    if (entry.type === 'directory') mkdirSync(target, { recursive: true, mode: 0o700 });
    else {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, entry.bytes, { mode: 0o600 });
    }
  }
  // An empty folder of that name (made by hand, or by an older start) gives way; a full one does not.
  await rmdir(dataDir).catch(() => {});
  await rename(unpacking, dataDir);
  return true;
}
