// Announcements in the admin area: the list, a new one (now or at a set time), and ending one.
// Every change is audited, and every instance then reads them again and tells its open streams.
import type { FastifyInstance } from 'fastify';
import { ItemParams } from '../../../common/setup.js';
import { AnnouncementInput } from '../../../common/venue.js';
import { AdminAnnouncement, AdminAnnouncements } from '../../../common/venue-api.js';
import { runChange } from '../../changes/run-change.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { createAnnouncement, endAnnouncement, listAnnouncements } from './announcement-service.js';

const listSchema = { response: { 200: AdminAnnouncements } };
const createSchema = {
  body: refusedAs(AnnouncementInput, { code: 'invalid_setup' }),
  response: { 201: AdminAnnouncement },
};
/** The announcement a route names; a malformed id is not there. */
const endSchema = {
  params: refusedAs(ItemParams, { code: 'not_found' }),
  response: { 200: AdminAnnouncement },
};

export async function announcementRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  app.get('/api/admin/announcements', { schema: listSchema }, () => listAnnouncements(app.db));

  app.post('/api/admin/announcements', { schema: createSchema }, async (request, reply) => {
    const created = await runChange(app, request, (trx, actor) =>
      createAnnouncement(trx, request.body, actor),
    );
    return reply.status(201).send(created);
  });

  app.post('/api/admin/announcements/:id/end', { schema: endSchema }, async (request) => {
    const { id } = request.params;
    return runChange(app, request, (trx, actor) => endAnnouncement(trx, id, actor));
  });
}
