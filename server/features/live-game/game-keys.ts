// A wrong key found during or after a game: the organisers set the right option (or void the
// question) and every answer to it already graded is graded again, the team counters moving by the
// difference in the same transaction, as a regrade of saved plays does.
import type { Actor, Change } from '../../changes/change.js';
import { lockKey, type Trx } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { regradeAnswers } from './game-moves.js';
import { findGame, questionsOf } from './game-rows.js';
import { revealedCount } from './game-state.js';

export function changeKey(gameId: string, index: number, answer: number | null) {
  return async (trx: Trx, _actor: Actor): Promise<Change> => {
    await lockKey(trx, 'live-game');
    const game = await findGame(trx, gameId);
    if (!game) throw new AppError('not_found');
    const questions = questionsOf(game);
    const question = questions[index];
    if (!question) throw new AppError('not_found');
    if (answer !== null && answer >= question.options.length) throw new AppError('bad_request');
    const before = question.answer;
    const changed = questions.map((each, at) => (at === index ? { ...each, answer } : each));
    await trx
      .updateTable('live_games')
      .set({ questions: JSON.stringify(changed), version: game.version + 1 })
      .where('id', '=', game.id)
      .execute();
    const graded = index < revealedCount(game);
    if (graded) await regradeAnswers(trx, game, index, answer);
    const optionText = (at: number | null) => (at === null ? null : question.options[at]);
    return {
      audit: {
        action: answer === null ? 'game.void' : 'game.key',
        detail: {
          gameId,
          title: { en: game.title_en, hi: game.title_hi },
          question: question.text,
          before: optionText(before),
          after: optionText(answer),
        },
      },
      events: [{ type: 'live-game' }, ...(graded ? [{ type: 'counters' as const }] : [])],
    };
  };
}
