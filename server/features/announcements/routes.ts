// Announcements in the admin area: the list, a new one (now or at a set time), and ending one.
// Every change is audited, and every instance then reads them again and tells its open streams.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ItemParams } from '../../../common/setup.js';
import { AnnouncementInput } from '../../../common/venue.js';
import type { AdminAnnouncement } from '../../../common/venue-api.js';
import { runChange } from '../../changes/run-change.js';
import { parseInput } from '../../errors.js';
import { requireAdmin } from '../auth/require-admin.js';
import { createAnnouncement, endAnnouncement, listAnnouncements } from './announcement-service.js';

export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  requireAdmin(app);
  const announcementId = (request: FastifyRequest) =>
    parseInput(ItemParams, request.params, { code: 'not_found' }).id;

  app.get('/api/admin/announcements', (): Promise<AdminAnnouncement[]> =>
    listAnnouncements(app.db),
  );

  app.post('/api/admin/announcements', async (request, reply) => {
    const input = parseInput(AnnouncementInput, request.body, { code: 'invalid_setup' });
    const created = await runChange(app, request, (trx, actor) =>
      createAnnouncement(trx, input, actor),
    );
    return reply.status(201).send(created);
  });

  app.post('/api/admin/announcements/:id/end', async (request) => {
    const id = announcementId(request);
    return runChange(app, request, (trx, actor) => endAnnouncement(trx, id, actor));
  });
}
