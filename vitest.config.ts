import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/migrated-pglite.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two cores keep two files running at once.
    maxWorkers: 2,
    // Files build their own app on their own database and keep no state in modules, so a worker
    // reuses the modules it has loaded: loading the server afresh for each file took a third of the run.
    isolate: false,
  },
});
