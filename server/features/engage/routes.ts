// Engage's routes: what the hall sees and each person sent (GET /api/engage), votes, words and
// reactions from phones; and the organisers' activities (Admin → Engage). Questions and photos have
// their own routes (moderation-routes.ts, photo-routes.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AdminActivity,
  AdminActivityDetail,
  AdminEngage,
  EngageView,
  MySends,
} from '../../../common/engage.js';
import {
  ActivityInput,
  ActivityParams,
  ReactionInput,
  VoteInput,
  WordParams,
  WordsInput,
} from '../../../common/engage-input.js';
import { runChange } from '../../changes/run-change.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { requireUser } from '../auth/require-user.js';
import {
  createActivity,
  deleteActivity,
  endActivity,
  listActivities,
  readActivityDetail,
  startActivity,
  updateActivity,
} from './activities.js';
import { liveActivity } from './activity-rows.js';
import { deleteWord, sendWords } from './clouds.js';
import { readMine } from './engage-state.js';
import { vote } from './polls.js';

const ofActivity = { params: refusedAs(ActivityParams, { code: 'not_found' }) };

export async function engageRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireUser(app);
  const sender = (uid: string) => ({ userId: uid, now: app.clock.now() });

  app.get('/api/engage', { schema: { response: { 200: EngageView } } }, async (request) => {
    const state = await app.engage.state();
    const ids = state.activities.map((activity) => activity.id);
    return { state, mine: await readMine(app.db, request.user.uid, ids) };
  });

  const voteSchema = {
    ...ofActivity,
    body: refusedAs(VoteInput, { code: 'bad_request' }),
    response: { 200: MySends },
  };
  app.post('/api/engage/:id/vote', { schema: voteSchema }, async (request) => {
    const { id } = request.params;
    const mine = await vote(
      app.db,
      id,
      request.body,
      sender(request.user.uid),
      app.engage.activity(id),
    );
    app.engage.touched(mine.points > 0);
    return mine;
  });

  const wordsSchema = { ...ofActivity, body: WordsInput, response: { 200: MySends } };
  app.post('/api/engage/:id/words', { schema: wordsSchema }, async (request) => {
    const { id } = request.params;
    const mine = await sendWords(
      app.db,
      id,
      request.body,
      app.engage.filter(),
      sender(request.user.uid),
    );
    app.engage.touched(mine.points > 0);
    return mine;
  });

  const wordSchema = {
    params: refusedAs(WordParams, { code: 'not_found' }),
    response: { 200: MySends },
  };
  app.delete('/api/engage/:id/words/:word', { schema: wordSchema }, async (request) => {
    const { id, word } = request.params;
    const { mine, wasShown } = await deleteWord(app.db, id, word, sender(request.user.uid));
    // A word leaving the cloud leaves every screen at once, its points for taking part with it.
    if (wasShown) {
      await app.bus.publish({ type: 'engage' });
      app.engage.touched(true);
    }
    return mine;
  });

  const reactionSchema = {
    ...ofActivity,
    body: refusedAs(ReactionInput, { code: 'bad_request' }),
    response: { 202: z.object({ shown: z.boolean() }) },
  };
  app.post('/api/engage/:id/reactions', { schema: reactionSchema }, async (request, reply) => {
    const state = await app.engage.state();
    const running = state.activities.some(
      (activity) => activity.id === request.params.id && activity.kind === 'reactions',
    );
    // Read afresh before refusing: the held state may be a moment older than the activity.
    if (!running) await liveActivity(app.db, request.params.id, 'reactions', app.clock.now());
    const shown = app.engage.react(request.user.uid, request.body.emoji);
    return reply.status(202).send({ shown });
  });
}

export async function engageAdminRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  app.get('/api/admin/engage', { schema: { response: { 200: AdminEngage } } }, async () => {
    const now = app.clock.now();
    const words = await app.db
      .selectFrom('engage_filter_words')
      .select('word')
      .orderBy('word')
      .execute();
    return {
      activities: await listActivities(app.db, now),
      filterWords: words.map((row) => row.word),
      now,
    };
  });

  const body = refusedAs(ActivityInput, { code: 'invalid_setup' });
  const createSchema = { body, response: { 201: AdminActivity } };
  app.post('/api/admin/engage', { schema: createSchema }, async (request, reply) => {
    const activity = await runChange(app, request, createActivity(request.body));
    return reply.status(201).send(activity);
  });

  const oneSchema = { ...ofActivity, response: { 200: AdminActivity } };
  app.put('/api/admin/engage/:id', { schema: { ...oneSchema, body } }, (request) =>
    runChange(app, request, updateActivity(request.params.id, request.body)),
  );
  app.post('/api/admin/engage/:id/start', { schema: oneSchema }, (request) =>
    runChange(app, request, startActivity(request.params.id)),
  );
  app.post('/api/admin/engage/:id/end', { schema: oneSchema }, (request) =>
    runChange(app, request, endActivity(request.params.id)),
  );
  app.delete('/api/admin/engage/:id', { schema: ofActivity }, async (request, reply) => {
    await runChange(app, request, deleteActivity(request.params.id));
    return reply.status(204).send();
  });

  const detailSchema = { ...ofActivity, response: { 200: AdminActivityDetail } };
  app.get('/api/admin/engage/:id', { schema: detailSchema }, (request) =>
    readActivityDetail(app.db, request.params.id, app.clock.now()),
  );
}
