import { loadEnv } from '../../src/server/env.ts';
import { buildApp, type App, type AppOptions } from '../../src/server/app.ts';
import { seedDemoContent } from '../../src/server/db/seed/seed.ts';
import type { Clock } from '../../src/server/domain/clock.ts';
import type { CardPaymentProvider } from '../../src/server/adapters/payment/card-payment-provider.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** Where this app keeps its outbox and files. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** A data directory of the test's own (outbox, files); ./data/test when absent. */
  dataDir?: string;
  /** The domain's clock, for rules about time (expiry, windows) without sleeping. */
  clock?: Clock;
  /** More environment settings, e.g. a smaller UPLOAD_MAX_BYTES. */
  env?: Record<string, string>;
  /** Another card payment provider than the one the environment picks. */
  cardPayments?: CardPaymentProvider;
  /** Told of every route the app registers. */
  onRoute?: AppOptions['onRoute'];
  /** The app's logger; silent when absent. */
  logger?: AppOptions['logger'];
}

/** The real app on a fresh, seeded database, driven through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDemoContent(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir ?? './data/test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({ env, database, clock: options.clock, cardPayments: options.cardPayments, onRoute: options.onRoute, logger: options.logger });
  await app.ready();
  return {
    app,
    database,
    dataDir: env.dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
