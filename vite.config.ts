// Builds the React app from web/ into dist/web; in development proxies the API to the server.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * Writes the service worker into the build: a cache named after this build's files, and the hashed
 * files of the entry's static graph to precache (the first screen opens offline; later screens are
 * cached as they are opened). A new deployment is a new cache; the old one is removed on activation.
 */
function serviceWorker(): Plugin {
  return {
    name: 'utsav-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle).map((output) => output.fileName);
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry,
      );
      if (!entry || entry.type !== 'chunk') throw new Error('service worker: no entry chunk');
      const precache = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || precache.has(`/${fileName}`)) return;
        precache.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) precache.add(`/${css}`);
        chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      const build = createHash('sha256').update(files.sort().join('\n')).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync('web/service-worker.js', 'utf8')
        .replace('self.__BUILD_CACHE__', JSON.stringify(`utsav-${build}`))
        .replace(
          '...self.__PRECACHE__',
          [...precache].map((file) => JSON.stringify(file)).join(', '),
        );
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: isSsrBuild ? [react()] : [react(), serviceWorker()],
  build: isSsrBuild
    ? {
        // The public screens' renderer for the server (`--ssr entry-server.tsx`): dist/ssr, with
        // React and every library in it, so production needs no dev packages.
        outDir: '../dist/ssr',
        emptyOutDir: true,
        target: 'node22',
        copyPublicDir: false,
      }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        sourcemap: true,
        // .vite/manifest.json: the chunk graph the client budget check walks, and the server's
        // prerendered pages find their screen's files in.
        manifest: true,
        target: 'es2022',
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/brand': { target: apiTarget },
      '/content': { target: apiTarget },
    },
  },
}));
