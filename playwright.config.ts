import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './bench/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Browser tests drive Debian's Chromium against the real app on a throwaway data folder. */
export default defineConfig({
  testDir: 'tests/e2e',
  // After the web server starts: the seeded admin chooses its own password (issue 26).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace films every test, which took 40% of the suite's time; only a retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'compact', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it; `npm run test:e2e` builds it first.
    command: `node scripts/ensure-build.mjs && rm -rf data/e2e && DATA_DIR=data/e2e PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn PAYMENT_METHODS=card,alipay,wechat_pay SIGNUP_PER_ADDRESS_PER_HOUR=1000000 APPLICATION_UPLOADS_PER_ADDRESS_PER_HOUR=1000000 CODE_REQUESTS_PER_ADDRESS_PER_HOUR=1000000 ADMIN_PASSWORD=E2e-Admin-Password-2026 node build/portal/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
