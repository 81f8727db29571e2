// Serves the built React app: hashed assets cached for a year, index.html for every client route.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Paths the server owns; an unknown one under these is a real 404, not a client route. */
const SERVER_PREFIXES = ['/api/', '/brand/', '/content/', '/media/', '/assets/'];

export async function webApp(app: FastifyInstance): Promise<void> {
  const webDir = app.config.webDir;
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  if (!hasBuild) {
    app.log.warn({ webDir }, 'no built web app found; run npm run build');
  } else {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isClientRoute && hasBuild) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', webDir);
    }
    throw new AppError('not_found');
  });
}
