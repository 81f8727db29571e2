// Browser journeys in Debian's Chromium against the built server on a fresh SQLite database.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command:
      'rm -rf .tmp/e2e && mkdir -p .tmp/e2e && exec node dist/server/main.js >> .tmp/e2e/server.log 2>&1',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: 'sqlite:.tmp/e2e/utsav.db',
      STORAGE_URL: 'file:.tmp/e2e/uploads',
      SMS_PROVIDER: 'console',
      // Every journey signs in from 127.0.0.1, like a venue whose phones share one address.
      OTP_IP_HOURLY_LIMIT: '10000',
      BOT_CHECK_DIFFICULTY: '2000',
      LOG_LEVEL: 'info',
    },
  },
});
