// Refuses state-changing requests sent by another site (cross-site request forgery).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the pages are served: PUBLIC_URL's origin, and the scheme every page of it has. */
type Served = { origin: string; scheme: string | null };

function sameOrigin(request: FastifyRequest, origin: string, served: Served): boolean {
  if (origin === served.origin) return true;
  // The page's own address (a laptop reached by its LAN address, the dev server's proxy): the
  // scheme too, or a page on http://host could act on https://host's sessions. With PUBLIC_URL
  // set the scheme is its own: behind a TLS proxy the connection here is plain http whatever the
  // browser used, and a proxy not trusted (or not saying) would make http://host look like ours.
  const scheme = served.scheme ?? `${request.protocol}:`;
  try {
    return new URL(origin).origin === new URL(`${scheme}//${request.headers.host}`).origin;
  } catch {
    return false;
  }
}

export function installOriginCheck(app: FastifyInstance): void {
  const { publicUrl, publicUrlSet } = app.config;
  const served: Served = {
    origin: publicUrl.origin,
    scheme: publicUrlSet ? publicUrl.protocol : null,
  };
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreign =
      fetchSite === 'cross-site' || (origin !== undefined && !sameOrigin(request, origin, served));
    if (foreign) throw new AppError('foreign_origin');
  });
}
