// The signed-in user, checked on the server for every route of a plugin that installs one of these
// hooks: 401 signed out (and, for the admin area's, 403 not an admin). The user is `request.user`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser;
  }
}

/** Sets `request.user` from `check`, which answers the request's user or throws its refusal. */
export function requireSession(
  app: FastifyInstance,
  check: (request: FastifyRequest, now: number) => Promise<SessionUser>,
): void {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.user = await check(request, app.clock.now());
  });
}

/** Any signed-in user. */
export function requireUser(app: FastifyInstance): void {
  requireSession(app, (request, now) => signedInUser(app.db, app.config, request, now));
}
