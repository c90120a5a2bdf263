import { rm } from 'node:fs/promises';
import path from 'node:path';
import { incomingDirectoryOf } from './adapters/storage/local-file-storage.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { acquireDataFolderLock, DataFolderInUse, type DataFolderLock } from './operations/data-folder-lock.ts';
import { openPortalDatabase, pgliteDirOf } from './operations/portal-database.ts';
import { secureDataFolder, secureOpenCluster } from './operations/secure-data-folder.ts';

const startedAt = performance.now();
let env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = await createLogger(env);
// Started before anything is written (the lock, a new database), finished beside the loading below.
const securingDataFolder = secureDataFolder(env.dataDir, logger);

// PGlite is one process per data folder: a second one refuses to start (PostgreSQL takes many).
let lock: DataFolderLock | undefined;
if (!env.DATABASE_URL) {
  try {
    lock = await acquireDataFolderLock(env.dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// PGlite compiles its WebAssembly on other threads meanwhile: the app's modules load side by side.
const [
  ,
  database,
  { buildApp },
  web,
  { holdsDemoContent, missingLaterContentPages },
  { seedDemoAccounts },
  { seedDemoTeacher },
  { writeBackup },
  { listenForControl },
  { startBanner },
] = await Promise.all([
  securingDataFolder,
  openPortalDatabase(env, (error) => logger.warn({ err: error }, 'database connection lost')),
  import('./app.ts'),
  import('./web/react-router-handler.ts').then(({ reactRouterWeb }) => reactRouterWeb(path.resolve('build/web'))),
  import('./db/seed/seed-state.ts'),
  import('./db/seed/seed-accounts.ts'),
  import('./db/seed/seed-demo-teacher.ts'),
  import('./operations/backup.ts'),
  import('./operations/control-socket.ts'),
  import('./operations/start-banner.ts'),
]);
await database.migrate();
if (!(await holdsDemoContent(database.db))) {
  // Loaded only for a fresh portal: the seed brings the demo content and the HTML sanitiser.
  const { seedDemoContent } = await import('./db/seed/seed.ts');
  if ((await seedDemoContent(database.db, { timeZone: env.ACADEMY_TIME_ZONE })).created) logger.info('Seeded the demo content');
} else {
  const missing = await missingLaterContentPages(database.db);
  if (missing.length > 0) {
    const { addMissingContentPages } = await import('./db/seed/content-pages.ts');
    const added = await addMissingContentPages(database.db, missing);
    if (added.length > 0) logger.info({ pages: added }, 'Added the content pages this portal lacked');
  }
}
const { adminPassword } = await seedDemoAccounts(database.db, { adminPassword: env.ADMIN_PASSWORD });
await seedDemoTeacher(database.db, { timeZone: env.ACADEMY_TIME_ZONE });

const app = await buildApp({
  env,
  database,
  logger,
  web,
});
if (lock) {
  await secureOpenCluster(pgliteDirOf(env.dataDir));
  // Uploads a killed process was receiving; no other process uses this folder (the lock says so).
  await rm(incomingDirectoryOf(env.dataDir), { recursive: true, force: true });
}

// `npm run backup` asks a running PGlite portal to write the backup, as no other process may read it.
let control: Awaited<ReturnType<typeof listenForControl>> | undefined;
if (lock) {
  control = await listenForControl(env.dataDir, async ({ folder }) => {
    const result = await writeBackup({ database, fileStorage: app.fileStorage }, folder);
    logger.info({ archive: result.archive, files: result.files }, 'backup written');
    return { ok: true, archive: result.archive };
  });
  lock.update({ controlSocket: control.path });
}

const shutdown = async (signal: string) => {
  logger.info({ signal }, 'shutting down');
  await control?.close();
  await app.close();
  await database.close();
  lock?.release();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// Fastify announces every address it listens on; the banner below says it once, for a person.
const level = logger.level;
if (logger.isLevelEnabled('info')) logger.level = 'warn';
await app.listen({ port: env.PORT, host: env.HOST });
logger.level = level;
const readyMs = performance.now() - startedAt;
logger.debug({ engine: database.engine, readyMs: Math.round(readyMs) }, 'portal ready');
console.log(startBanner({ env, engine: database.engine, readyMs, generatedAdminPassword: adminPassword }));
