// The live game's routes: a player's view, join and answer; the host's console and moves; and the
// question images the screens and phones show while a question is up (public: it is on the screens).
import type { FastifyInstance } from 'fastify';
import { AdminLiveGameView, LiveGameMe, LiveGameView } from '../../../common/live-game.js';
import {
  LiveGameAnswerInput,
  LiveGameCommandInput,
  LiveGameCommandParams,
  LiveGameKeyInput,
  LiveGameOpenInput,
  LiveGameQuestionParams,
} from '../../../common/live-game-input.js';
import { runChange } from '../../changes/run-change.js';
import { AppError } from '../../errors.js';
import { refusedAs, type ZodTypeProvider } from '../../route-schemas.js';
import { requireAdmin } from '../auth/require-admin.js';
import { requireUser } from '../auth/require-user.js';
import { sendQuestionImage } from '../quiz/question-images.js';
import { changeKey } from './game-keys.js';
import { commandGame, openGame } from './game-moves.js';
import { answerDesk } from './answer-desk.js';
import { joinGame, readMe } from './game-play.js';
import { findGame, findRunningGame, questionsOf } from './game-rows.js';
import { presentGame, readAdminGame } from './game-state.js';

export async function liveGameRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireUser(app);

  /** The running game and the person's place in it, read in one go. */
  const view = async (uid: string) => {
    const game = await findRunningGame(app.db);
    if (!game) return { game: null, me: null };
    const me = await readMe(app.db, game, uid);
    return {
      game: await presentGame(app.db, app.site, game, app.clock.now()),
      me: me.team === null ? null : me,
    };
  };

  const viewSchema = { response: { 200: LiveGameView } };
  app.get('/api/live-game', { schema: viewSchema }, (request) => view(request.user.uid));

  app.post('/api/live-game/join', { schema: viewSchema }, async (request) => {
    await joinGame(app.db, { userId: request.user.uid, now: app.clock.now() });
    // The lobby's counts of joins per team move on every screen.
    await app.bus.publish({ type: 'live-game-joins' });
    return view(request.user.uid);
  });

  const answerSchema = {
    body: refusedAs(LiveGameAnswerInput, { code: 'invalid_answer' }),
    response: { 200: LiveGameMe },
  };
  // The hall's answers to a question arrive together and are written together.
  const desk = answerDesk(app.db);
  app.addHook('onClose', () => desk.drain());
  app.post('/api/live-game/answer', { schema: answerSchema }, async (request) => {
    const player = { userId: request.user.uid, now: app.clock.now() };
    const me = await desk.answer(request.body, player);
    app.metrics.liveGameAnswers.inc();
    return me;
  });
}

/** A question's picture, to anyone, once the game has reached that question. */
export async function liveGameImageRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = { params: refusedAs(LiveGameQuestionParams, { code: 'not_found' }) };
  app.get('/api/live-game/:id/questions/:index/image', { schema }, async (request, reply) => {
    const game = await findGame(app.db, request.params.id);
    const { index } = request.params;
    // Shown on the screens from its question on: the lobby shows none yet.
    const reached = game && game.phase !== 'lobby' && index <= game.question_index;
    const key = reached ? questionsOf(game).at(index)?.image : null;
    const image = key ? await app.storage.get(key) : null;
    if (!image) throw new AppError('not_found');
    return sendQuestionImage(reply, image);
  });
}

export async function liveGameAdminRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);

  const console = async () => ({ game: await readAdminGame(app.db, app.site, app.clock.now()) });
  const consoleSchema = { response: { 200: AdminLiveGameView } };
  app.get('/api/admin/live-game', { schema: consoleSchema }, console);

  const openSchema = {
    ...consoleSchema,
    body: refusedAs(LiveGameOpenInput, { code: 'bad_request' }),
  };
  app.post('/api/admin/live-game', { schema: openSchema }, async (request) => {
    await runChange(app, request, openGame(request.body));
    return console();
  });

  const commandSchema = {
    ...consoleSchema,
    params: refusedAs(LiveGameCommandParams, { code: 'not_found' }),
    body: refusedAs(LiveGameCommandInput, { code: 'bad_request' }),
  };
  app.post('/api/admin/live-game/:id/:command', { schema: commandSchema }, async (request) => {
    const { id, command } = request.params;
    await runChange(app, request, commandGame(id, command, request.body));
    return console();
  });

  const keySchema = {
    ...consoleSchema,
    params: refusedAs(LiveGameQuestionParams, { code: 'not_found' }),
    body: refusedAs(LiveGameKeyInput, { code: 'bad_request' }),
  };
  app.post(
    '/api/admin/live-game/:id/questions/:index/key',
    { schema: keySchema },
    async (request) => {
      const { id, index } = request.params;
      await runChange(app, request, changeKey(id, index, request.body.answer));
      return console();
    },
  );
}
