// Deployment journeys: a phone through nginx (the example config, with TLS) to two production
// instances on one PostgreSQL with files in S3. The stack is started by e2e/deploy/stack.ts.
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';

export default defineConfig({
  testDir: 'e2e/deploy',
  outputDir: 'test-results/deploy',
  globalSetup: './e2e/deploy/stack.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/results/deploy.json' }]],
  use: {
    ...baseConfig.use,
    ignoreHTTPSErrors: true,
  },
  projects: [baseConfig.projects!.find((project) => project.name === 'phone')!],
});
