// Builds what is missing or older than its sources, so that `npm start` works on a fresh clone
// and after a pull: the web app (React Router) and the compiled server. `--web` or `--server`
// builds one of them (`npm run dev` runs the sources; backup and restore need no web app). Quiet when all goes well; the whole
// output when a build fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The build's own plugins (vite.config.ts): a change to one changes the web app's files too. */
const VITE_PLUGINS = ['precompress.ts', 'root-stylesheet-preloads.ts', 'shell-modules.ts', 'theme-variables.ts'].map((file) => `scripts/${file}`);

const parts = [
  {
    name: 'the web app',
    marker: 'build/web/server/index.js',
    sources: ['src/web', 'src/shared', 'public', 'vite.config.ts', 'react-router.config.ts', ...VITE_PLUGINS, 'package-lock.json'],
    command: ['npx', ['react-router', 'build']],
  },
  {
    name: 'the server',
    marker: 'build/portal/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'],
    command: ['node', ['scripts/build-server.mjs']],
  },
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const isStale = (part) => (existsSync(part.marker) ? statSync(part.marker).mtimeMs : 0) < Math.max(...part.sources.map(newestChange));

/** One build at a time: the browser tests, the bench and a start may all ask at once. */
async function withBuildLock(work) {
  const lock = 'build/.building';
  mkdirSync('build', { recursive: true });
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A build killed midway leaves its lock; ten minutes is far longer than any build.
      if (waited > 10 * 60 * 1000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const only = process.argv.includes('--web') ? 'the web app' : process.argv.includes('--server') ? 'the server' : undefined;
const wanted = parts.filter((part) => !only || part.name === only);
if (wanted.some(isStale)) {
  await withBuildLock(() => {
    for (const part of wanted.filter(isStale)) {
      const startedAt = Date.now();
      process.stdout.write(`Building ${part.name}… `);
      const [program, args] = part.command;
      // Always a production build: a build asked for by a test runner (NODE_ENV=test) would
      // otherwise ship React's development build to every later start and browser test.
      const result = spawnSync(program, args, { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' } });
      if (result.status !== 0) {
        console.log('failed:\n');
        console.log(result.stdout, result.stderr);
        process.exit(result.status ?? 1);
      }
      console.log(`done in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    }
  });
}
