// Compiles the server into build/portal (`npm start` runs it with plain Node, no TypeScript
// transform at start-up), copies the migrations beside it, and packs a migrated PGlite cluster so
// that a new data folder starts without running initdb or the migrations.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = 'build/portal';
// The name src/server/operations/portal-database.ts looks for.
const emptyCluster = path.join(outdir, 'pglite-empty-cluster.tar.gz');
// The cluster depends on PGlite and on the migrations: packed again only when one of them changes.
const migrations = 'src/server/db/migrations';
const clusterHash = createHash('sha256').update(JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version);
const migrationFiles = readdirSync(migrations, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
for (const file of migrationFiles.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
  clusterHash.update(`\0${path.relative(migrations, file)}\0`).update(readFileSync(file));
}
const clusterVersion = clusterHash.digest('hex');
const clusterStamp = path.join('build', 'pglite-empty-cluster.version');
const keptCluster =
  existsSync(emptyCluster) && existsSync(clusterStamp) && readFileSync(clusterStamp, 'utf8') === clusterVersion ? readFileSync(emptyCluster) : null;

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
  // Dependencies are bundled: a start reads and links a few dozen files instead of some five
  // hundred from node_modules. These stay there, loaded as they are:
  external: [
    // finds its WebAssembly and its file system image beside itself;
    '@electric-sql/pglite',
    // the web build (build/web) loads them from node_modules too: one copy for both;
    'react',
    'react-dom',
    'react-router',
    '@react-router/node',
    // finds the worker files of its transports by path;
    'pino',
    'pino-pretty',
    // loaded on their first use only, so no start pays for them either way.
    'pg',
    'stripe',
    'nodemailer',
    '@aws-sdk/*',
    'sanitize-html',
    // reads its font metrics beside itself; loaded with the first receipt.
    'pdfkit',
  ],
  // The bundled CommonJS packages require Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(migrations, path.join(outdir, 'migrations'), { recursive: true });

if (keptCluster) writeFileSync(emptyCluster, keptCluster);
else execFileSync('node', [path.join(outdir, 'pack-empty-cluster.js')], { stdio: 'inherit' });
writeFileSync(clusterStamp, clusterVersion);
