// What every setup route shares: who makes the change, how a change is run and told, and the setup
// the admin screens are answered with.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AdminSetup } from '../../../common/setup-api.js';
import type { Database } from '../../db/schema.js';
import { readTeamCounters } from '../../team-counters.js';
import { presentImage, presentSite } from '../site/present-site.js';
import type { Actor } from './setup-service.js';
import { readSite } from './site-store.js';

export const actorOf = (app: FastifyInstance, request: FastifyRequest): Actor => ({
  phone: request.user.phoneNumber,
  now: app.clock.now(),
});

/** The setup as the admin screens show it, read from the database (not this instance's memory). */
export async function adminSetup(app: FastifyInstance): Promise<AdminSetup> {
  const site = await readSite(app.db);
  if (!site) throw new Error('the event setup is missing');
  const counters = await readTeamCounters(app.db);
  return {
    site: presentSite(site),
    slogans: site.slogans.map((slogan) => ({ id: slogan.id, image: presentImage(slogan.image) })),
    counts: Object.fromEntries(
      counters.map((row) => [row.team, { registrations: row.registrations, points: row.points }]),
    ),
  };
}

/** Runs one change in a transaction, tells every instance, and answers the setup as it now is. */
export async function changeSetup(
  app: FastifyInstance,
  work: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<AdminSetup> {
  await app.db.transaction().execute(work);
  // This instance answers with the change from its next request on; the others hear of it.
  await app.reloadSite();
  await app.bus.publish({ type: 'site' });
  return adminSetup(app);
}
