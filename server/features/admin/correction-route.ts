// How every correction route answers: a dry run (?dryRun=1) says what would change; a real one
// changes it through the change pipeline, which writes its audit entry in its transaction, then
// removes a photo it freed and tells open screens.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CorrectionResult } from '../../../common/admin-api.js';
import type { ChangeOf } from '../../changes/change.js';
import { dryRunOf, runChange } from '../../changes/run-change.js';
import type { Correction } from './corrections.js';

export async function answerCorrection(
  app: FastifyInstance,
  request: FastifyRequest,
  correction: ChangeOf<Correction>,
): Promise<CorrectionResult> {
  const dryRun = dryRunOf(request);
  const done = await runChange(app, request, correction, { dryRun });
  return { dryRun, effects: done.effects, before: done.before, after: done.after };
}
