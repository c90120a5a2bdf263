/**
 * Runs a measurement on PGlite, then on PostgreSQL when `BENCH_DATABASE_URL` (else
 * `TEST_DATABASE_URL`) names a server; `openTestDatabase` reads the variable to choose.
 */
export async function onEachEngine(what: string, measure: (engine: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const saved = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = '';
  try {
    await measure('PGlite');
    if (serverUrl) {
      process.env.TEST_DATABASE_URL = serverUrl;
      await measure('PostgreSQL');
    } else {
      console.log(`\n${what} on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)`);
    }
  } finally {
    process.env.TEST_DATABASE_URL = saved;
  }
}
