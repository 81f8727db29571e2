// Announcements in the admin area: the list, a new one (now or at a set time), and ending one.
// Every change is audited, and every instance then reads them again and tells its open streams.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ItemParams } from '../../../common/setup.js';
import { AnnouncementInput } from '../../../common/venue.js';
import type { AdminAnnouncement } from '../../../common/venue-api.js';
import { parseInput } from '../../errors.js';
import { requireAdmin } from '../admin/admin-guard.js';
import { actorOf } from '../setup/route-helpers.js';
import { createAnnouncement, endAnnouncement, listAnnouncements } from './announcement-service.js';

export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);
  const announcementId = (request: FastifyRequest) =>
    parseInput(ItemParams, request.params, { code: 'not_found' }).id;

  /** Every instance, this one too, reads them again and pushes them once to each open stream. */
  const told = async <T>(result: T): Promise<T> => {
    await app.bus.publish({ type: 'announcements' });
    return result;
  };

  app.get('/api/admin/announcements', (): Promise<AdminAnnouncement[]> =>
    listAnnouncements(app.db),
  );

  app.post('/api/admin/announcements', async (request, reply) => {
    const input = parseInput(AnnouncementInput, request.body, { code: 'invalid_setup' });
    const created = await createAnnouncement(app.db, input, actorOf(app, request));
    return reply.status(201).send(await told(created));
  });

  app.post('/api/admin/announcements/:id/end', async (request) => {
    const id = announcementId(request);
    return told(await endAnnouncement(app.db, id, actorOf(app, request)));
  });
}
