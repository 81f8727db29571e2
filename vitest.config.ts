// Three test projects: web (jsdom), common (pure logic) and server (a real database per test file).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // Two files at a time, as the server's: Vitest's own default leaves one core of two idle.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'common',
          include: ['common/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Server files share one machine's database server; two at a time keeps 2 cores busy, not swamped.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
