// How every correction route answers: a dry run says what would change; a real one changes it in
// one transaction with its audit entry, then tells open screens and removes a photo it freed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CorrectionResult } from '../../../common/admin-api.js';
import { CorrectionQuery } from '../../../common/corrections.js';
import { parseInput } from '../../errors.js';
import { audit } from './admin-service.js';
import { runCorrection, type Correction, type Trx } from './corrections.js';

export async function answerCorrection(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  correct: (trx: Trx, now: number) => Promise<Correction>,
): Promise<CorrectionResult> {
  const { dryRun: flag } = parseInput(CorrectionQuery, request.query);
  const dryRun = flag === '1' || flag === 'true';
  const now = app.clock.now();
  const done = await runCorrection(app.db, dryRun, async (trx) => {
    const correction = await correct(trx, now);
    if (!dryRun) {
      const { uid, effects, before, after } = correction;
      await audit(trx, request.user.phoneNumber, action, { uid, before, after, effects }, now);
    }
    return correction;
  });
  if (!dryRun) {
    if (done.removedPhoto) {
      await app.storage
        .remove(done.removedPhoto)
        .catch((error: unknown) => request.log.warn({ err: error }, 'photo not removed'));
    }
    await app.bus.publish({ type: 'counters' });
    if (done.uid) await app.bus.publish({ type: 'profile', uid: done.uid });
  }
  return { dryRun, effects: done.effects, before: done.before, after: done.after };
}
