import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoContent } from './db/seed/seed.ts';
import { seedDemoAccounts } from './db/seed/seed-accounts.ts';
import { seedDemoTeacher } from './db/seed/seed-demo-teacher.ts';
import { reactRouterWeb } from './web/react-router-handler.ts';

const startedAt = performance.now();
let env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const logger = pino({
  level: env.LOG_LEVEL,
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
});

const database = await openDatabase(
  env.DATABASE_URL
    ? {
        url: env.DATABASE_URL,
        onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
      }
    : { pgliteDir: path.join(env.dataDir, 'db') },
);
await database.migrate();
const seeded = await seedDemoContent(database.db, { timeZone: env.ACADEMY_TIME_ZONE });
if (seeded.created) logger.info('Seeded the demo content');
const { adminPassword } = await seedDemoAccounts(database.db, { adminPassword: env.ADMIN_PASSWORD });
await seedDemoTeacher(database.db);

const app = await buildApp({
  env,
  database,
  logger,
  web: reactRouterWeb(path.resolve('build')),
});

const shutdown = async (signal: string) => {
  logger.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
logger.info(
  { engine: database.engine, readyInMs: Math.round(performance.now() - startedAt) },
  'portal ready',
);
console.log(`\n  Academy portal: http://localhost:${env.PORT}\n`);
if (adminPassword) {
  // Shown once, on the first start only: it is stored as a hash.
  console.log(`  Staff sign-in: admin / ${adminPassword}\n`);
}
