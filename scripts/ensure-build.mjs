// Builds the web app when the build is missing or older than its sources, so that
// `npm start` works on a fresh clone and after a pull.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const marker = 'build/server/index.js';
const sources = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log(builtAt ? 'Sources changed; rebuilding the web app…' : 'Building the web app…');
  execSync('npx react-router build', { stdio: 'inherit' });
}
