// What every setup route shares: how a change is run, and the setup the admin screens are answered
// with.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminSetup } from '../../../common/setup-api.js';
import type { ChangeOf } from '../../changes/change.js';
import { runChange } from '../../changes/run-change.js';
import { readTeamCounters } from '../../team-counters.js';
import { presentImage, presentSite } from '../site/present-site.js';
import { readSite } from './site-store.js';
import { countPlaysByTeam } from './team-rows.js';

/** The setup as the admin screens show it, read from the database (not this instance's memory). */
export async function adminSetup(app: FastifyInstance): Promise<AdminSetup> {
  const site = await readSite(app.db);
  if (!site) throw new Error('the event setup is missing');
  const counters = await readTeamCounters(app.db);
  const plays = await countPlaysByTeam(app.db);
  return {
    site: presentSite(site),
    slogans: site.slogans.map((slogan) => ({ id: slogan.id, image: presentImage(slogan.image) })),
    counts: Object.fromEntries(
      counters.map((row) => [
        row.team,
        { registrations: row.registrations, points: row.points, plays: plays.get(row.team) ?? 0 },
      ]),
    ),
  };
}

/** Runs one change of the setup through the change pipeline, and answers the setup as it now is. */
export async function changeSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  change: ChangeOf<void>,
): Promise<AdminSetup> {
  // The pipeline reads the setup again on this instance before it tells the others.
  await runChange(app, request, change);
  return adminSetup(app);
}
