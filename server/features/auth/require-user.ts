// The signed-in user, checked on the server for every route of a plugin that installs it: 401
// signed out. The user is `request.user`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser;
  }
}

export function requireUser(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.user = await signedInUser(app.db, app.config, request, app.clock.now());
  });
}
