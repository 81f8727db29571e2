// Questions to the stage from phones (send, delete one's own, upvote and withdraw), and the
// moderators' routes: the queue, the actions on questions and cloud words, the filter's own words.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  ModerationQuestion,
  ModerationQueue,
  ModerationWord,
  MySends,
} from '../../../common/engage.js';
import {
  ActivityParams,
  FilterWordsInput,
  QuestionActionParams,
  QuestionInput,
  WordActionInput,
} from '../../../common/engage-input.js';
import { runChange } from '../../changes/run-change.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { requireUser } from '../auth/require-user.js';
import { moderateQuestion, moderateWord, replaceFilterWords } from './moderation.js';
import { readQueue } from './moderation-views.js';
import { deleteOwnQuestion, sendQuestion, voteQuestion } from './questions.js';

/** An activity's id, or a question's (the same shape). */
const byId = { params: refusedAs(ActivityParams, { code: 'not_found' }) };
const mySends = { response: { 200: MySends } };

export async function questionRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireUser(app);
  const sender = (uid: string) => ({ userId: uid, now: app.clock.now() });

  const sendSchema = {
    ...byId,
    body: QuestionInput,
    response: { 201: MySends },
  };
  app.post('/api/engage/:id/questions', { schema: sendSchema }, async (request, reply) => {
    const mine = await sendQuestion(app.db, request.params.id, request.body, {
      ...sender(request.user.uid),
      filter: app.engage.filter(),
    });
    app.engage.touched();
    return reply.status(201).send(mine);
  });

  app.delete('/api/engage/questions/:id', { schema: { ...byId, ...mySends } }, async (request) => {
    const { mine, unshown } = await deleteOwnQuestion(
      app.db,
      request.params.id,
      sender(request.user.uid),
    );
    // A question leaving the hall leaves every phone and screen at once.
    // Its points for taking part go back with it.
    if (unshown) {
      await app.bus.publish({ type: 'engage' });
      app.engage.touched(true);
    }
    return mine;
  });

  for (const up of [true, false])
    app.route({
      method: up ? 'POST' : 'DELETE',
      url: '/api/engage/questions/:id/vote',
      schema: { ...byId, ...mySends },
      handler: async (request) => {
        const mine = await voteQuestion(app.db, request.params.id, up, sender(request.user.uid));
        app.engage.touched();
        return mine;
      },
    });
}

export async function engageModerationRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  app.get('/api/admin/engage/queue', { schema: { response: { 200: ModerationQueue } } }, () =>
    readQueue(app.db),
  );

  const questionSchema = {
    params: refusedAs(QuestionActionParams, { code: 'not_found' }),
    response: { 200: ModerationQuestion },
  };
  app.post('/api/admin/engage/questions/:id/:action', { schema: questionSchema }, (request) =>
    runChange(app, request, moderateQuestion(request.params.id, request.params.action)),
  );

  const wordSchema = {
    ...byId,
    body: WordActionInput,
    response: { 200: ModerationWord },
  };
  app.post('/api/admin/engage/:id/words', { schema: wordSchema }, (request) =>
    runChange(app, request, moderateWord(request.params.id, request.body)),
  );

  const filterSchema = {
    body: FilterWordsInput,
    response: { 200: z.object({ words: z.array(z.string()) }) },
  };
  app.put('/api/admin/engage/filter', { schema: filterSchema }, (request) =>
    runChange(app, request, replaceFilterWords(request.body)),
  );
}
