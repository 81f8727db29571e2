// Serves the built React app: hashed assets cached for a year; for every client route its
// prerendered page (server/prerender.ts), or index.html where there is none.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { sessionCookieName } from './features/auth/sessions.js';
import { presentSite } from './features/site/present-site.js';
import { loadPrerenderer } from './prerender.js';

/** Paths the server owns; an unknown one under these is a real 404, not a client route. */
const SERVER_PREFIXES = ['/api/', '/media/', '/assets/'];

/** The response's Content-Security-Policy, allowing these inline scripts as well (by hash). */
function allowScripts(reply: FastifyReply, hashes: string[]): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
  );
}

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

  const prerenderer = hasBuild ? await loadPrerenderer(webDir, app.log) : null;

  /** A client route's page: its prerendered page, or the bare index.html. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    reply.header('cache-control', 'no-cache');
    const site = app.site;
    // Whether the session is still good is the app's to ask: a page only needs to know whether to
    // start the app at once or after its pictures, and which screen to draw (SIGNED_IN_SCREENS).
    const signedIn = Boolean(request.cookies[sessionCookieName(app.config)]);
    const page = await prerenderer?.page(pathname, site.version, () => presentSite(site), {
      signedIn,
    });
    if (!page) return reply.sendFile('index.html', webDir);
    reply.header('etag', page.etag);
    reply.header('vary', 'cookie');
    if (page.scriptHashes.length > 0) allowScripts(reply, page.scriptHashes);
    // A proxy or the compression on the way may have weakened it (W/"…"): the page is the same.
    if (request.headers['if-none-match']?.replace(/^W\//, '') === page.etag)
      return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  }

  // The prerendered paths as routes of their own: a route's answer is compressed, the fallback's
  // below is not.
  for (const pathname of prerenderer?.paths ?? [])
    app.get(pathname, (request, reply) => sendPage(request, reply, pathname));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (isClientRoute && hasBuild) return sendPage(request, reply, pathname);
    throw new AppError('not_found');
  });
}
