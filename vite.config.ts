// Builds the React app from web/ into dist/web; in development proxies the API to the server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * The app runs on Preact's React-compatible layer: the same components and libraries, and about
 * 55 kB less JavaScript for a phone to fetch before the first screen (docs/performance.md).
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  root: 'web',
  plugins: [react()],
  resolve: { alias: preactAliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph the client budget check walks.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/brand': { target: apiTarget },
      '/content': { target: apiTarget },
    },
  },
});
