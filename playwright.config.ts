// Browser journeys in Debian's Chromium against the built server on a fresh SQLite database.
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.js';

const port = Number(process.env.E2E_PORT ?? 4180);
const selfiePort = port + 1;
export const baseURL = `http://127.0.0.1:${port}`;

/** A production server on a fresh SQLite database in `dir`, logging to dir/server.log. */
function journeyServer(options: {
  port: number;
  dir: string;
  prepare: string;
  contentDir?: string;
}) {
  const { port: serverPort, dir, prepare, contentDir } = options;
  return {
    command: `rm -rf ${dir} && mkdir -p ${dir} && ${prepare}exec node dist/server/main.js >> ${dir}/server.log 2>&1`,
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      // The address people open, as the venue screen's QR code gives it.
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      DATABASE_URL: `sqlite:${dir}/utsav.db`,
      STORAGE_URL: `file:${dir}/uploads`,
      CONTENT_DIR: contentDir ?? 'content',
      SMS_PROVIDER: 'console',
      // Every journey signs in from 127.0.0.1, like a venue whose phones share one address.
      OTP_IP_HOURLY_LIMIT: '10000',
      BOT_CHECK_DIFFICULTY: '2000',
      LOG_LEVEL: 'info',
      // One admin per journey that signs one in: admin, venue day, corrections, the registry
      // upload's two (one per project), the quiz editor, the event setup, the venue screen and the
      // admin pages' screenshots, so no journey meets another's admin.
      ADMIN_PHONES:
        '+919000012345,+919000012346,+919000012348,+919000012347,+919000012349,+919000012350,+919000012351,+919000012352,+919000012353,+919000012354,+919000012355,+919000012356,+919000012357,+919000012358,+919000012359,+919000012360,+919000012361,+919000012362,+919000012363,+919000012364,+919000012365,+919000012366,+919000012367,+919000012368,+919000012369,+919000012370,+919000012371',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // The deployment journeys need their own stack (playwright.deploy.config.ts).
  testIgnore: 'deploy/**',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/results/playwright.json' }]],
  use: {
    baseURL,
    // A failure's trace keeps each step's page (its DOM, network and console) but no film of the
    // screen: filming every journey took about a quarter of their time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumFlags,
        // A synthetic camera, so the profile's Capture can be driven.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
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
  webServer: [
    journeyServer({ port, dir: '.tmp/e2e', prepare: '' }),
    // The same product with the profile photo section switched on in its content.
    journeyServer({
      port: selfiePort,
      dir: '.tmp/e2e-selfie',
      prepare:
        "cp -r content .tmp/e2e-selfie/content && node -e \"const f='.tmp/e2e-selfie/content/site.json';const fs=require('fs');const s=JSON.parse(fs.readFileSync(f));s.profile.selfie=true;fs.writeFileSync(f,JSON.stringify(s))\" && ",
      contentDir: '.tmp/e2e-selfie/content',
    }),
  ],
});
