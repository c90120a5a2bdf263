// Runs the API tests again on PostgreSQL when TEST_DATABASE_URL names a server.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', 'src/server'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
