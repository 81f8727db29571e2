// Who is signed in.
import type { FastifyInstance } from 'fastify';
import type { Me } from '../../../common/api.js';
import { errors } from '../../errors.js';
import { findSessionUser } from './sessions.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/me', async (request, reply): Promise<Me> => {
    const user = await findSessionUser(app.db, app.config, request, app.clock.now());
    if (!user) throw errors.notSignedIn();
    reply.header('cache-control', 'no-store');
    return { uid: user.uid, phoneNumber: user.phoneNumber, profile: null };
  });
}
