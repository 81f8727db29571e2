// The one way an organiser's change runs (outline's commands and createWithCtx): the service takes
// a transaction and the organiser, and returns what it changed; this runs it in one transaction
// with its audit entry, rolls a dry run back once its answer is known, and after a commit removes
// the files the change freed and tells every instance, in the order the change lists.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { LiveEvent } from '../live/event-bus.js';
import type { Actor, Change, ChangeOf } from './change.js';

/** The organiser making the request's change, now, in the event's time zone. */
export const actorOf = (app: FastifyInstance, request: FastifyRequest): Actor => ({
  phone: request.user.phoneNumber,
  now: app.clock.now(),
  timeZone: app.site.event.timeZone,
});

/** A change that found what it read changed once it held its locks runs again, this often. */
const ATTEMPTS = 5;

class DryRunRollback extends Error {}

/**
 * Runs a change in one transaction with its audit entry. A dry run is the same change rolled back
 * once it has computed what it would do, so a confirmation shows what the real run will do. A change
 * that read something before taking the locks that hold it still, and found it changed once it held
 * them (`changed_meanwhile`), runs again from the start.
 */
export async function commitChange<T>(
  db: Db,
  actor: Actor,
  change: ChangeOf<T>,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<Change<T>> {
  for (let attempt = 1; ; attempt += 1) {
    const ran: { change?: Change<T> } = {};
    try {
      await db.transaction().execute(async (trx) => {
        const done = await change(trx, actor);
        ran.change = done;
        if (done.refusal && !dryRun) throw done.refusal;
        await writeAudit(trx, actor, done.audit);
        if (dryRun) throw new DryRunRollback();
      });
      return ran.change!;
    } catch (error) {
      if (error instanceof DryRunRollback) return ran.change!;
      const again = error instanceof AppError && error.code === 'changed_meanwhile';
      if (!again || attempt === ATTEMPTS) throw error;
    }
  }
}

/**
 * Tells every instance of committed changes, in order. A change of the setup is read again on this
 * instance first, so it answers with the change from its next request on.
 */
export async function publishEvents(app: FastifyInstance, events: LiveEvent[]): Promise<void> {
  for (const event of events) {
    if (event.type === 'site') await app.reloadSite();
    await app.bus.publish(event);
  }
}

/**
 * Runs the organiser's change a request asks for, and answers its result (in a dry run, what the
 * result would be). Once it has committed, the files it freed are removed (a failure there is only
 * logged: the change stands) and every instance is told.
 */
export async function runChange<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  change: ChangeOf<T>,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<T> {
  const done = await commitChange(app.db, actorOf(app, request), change, { dryRun });
  if (!dryRun) {
    for (const file of done.discardedFiles ?? [])
      await app.storage
        .remove(file)
        .catch((error: unknown) => request.log.warn({ err: error }, 'file not removed'));
    await publishEvents(app, done.events ?? []);
  }
  return done.result as T;
}
