// Refuses state-changing requests sent by another site (cross-site request forgery).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(request: FastifyRequest, origin: string, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  // The page's own address (a laptop reached by its LAN address, the dev server's proxy): the
  // scheme too, or a page on http://host could act on https://host's sessions.
  try {
    return (
      new URL(origin).origin === new URL(`${request.protocol}://${request.headers.host}`).origin
    );
  } catch {
    return false;
  }
}

export function installOriginCheck(app: FastifyInstance): void {
  const publicOrigin = app.config.publicUrl.origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const foreign =
      fetchSite === 'cross-site' ||
      (origin !== undefined && !sameOrigin(request, origin, publicOrigin));
    if (foreign) throw new AppError('foreign_origin');
  });
}
