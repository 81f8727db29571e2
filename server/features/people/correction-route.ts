// How every correction route answers: a dry run (?dryRun=1) says what would change; a real one
// changes it through the change pipeline, which writes its audit entry in its transaction, then
// removes a photo it freed and tells open screens.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CorrectionResult } from '../../../common/admin-api.js';
import { DryRunQuery } from '../../../common/dry-run.js';
import type { ChangeOf } from '../../changes/change.js';
import { runChange } from '../../changes/run-change.js';
import type { Correction } from './corrections.js';

/** What every correction route declares beside its params: the dry-run flag, and its answer. */
export const correctionSchema = { querystring: DryRunQuery, response: { 200: CorrectionResult } };

/** A correction route's request, its query read by correctionSchema. */
type CorrectionRequest = FastifyRequest & { query: { dryRun: boolean } };

export async function answerCorrection(
  app: FastifyInstance,
  request: CorrectionRequest,
  correction: ChangeOf<Correction>,
): Promise<CorrectionResult> {
  const { dryRun } = request.query;
  const done = await runChange(app, request, correction, { dryRun });
  return { dryRun, effects: done.effects, before: done.before, after: done.after };
}
