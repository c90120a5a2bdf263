// Compiles the server into build/portal (`npm start` runs it with plain Node, no TypeScript
// transform at start-up), copies the migrations beside it, and packs an empty PGlite cluster so
// that a new data folder starts without running initdb.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = 'build/portal';
// The name src/server/operations/portal-database.ts looks for.
const emptyCluster = path.join(outdir, 'pglite-empty-cluster.tar.gz');
const pgliteVersion = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version;
const clusterStamp = path.join('build', 'pglite-empty-cluster.version');
const keptCluster =
  existsSync(emptyCluster) && existsSync(clusterStamp) && readFileSync(clusterStamp, 'utf8') === pgliteVersion ? readFileSync(emptyCluster) : null;

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/cli/backup.ts', 'src/server/cli/restore.ts', 'src/server/cli/pack-empty-cluster.ts'],
  outdir,
  entryNames: '[name]',
  // Beside the entries, so that files found next to the code (migrations, the cluster) are found from every chunk.
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies load from node_modules as they are: PGlite finds its WebAssembly beside itself.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });

// The cluster depends on PGlite alone, never on our migrations; packed again only when PGlite changes.
if (keptCluster) writeFileSync(emptyCluster, keptCluster);
else execFileSync('node', [path.join(outdir, 'pack-empty-cluster.js')], { stdio: 'inherit' });
writeFileSync(clusterStamp, pgliteVersion);
