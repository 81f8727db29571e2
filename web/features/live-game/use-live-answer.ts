// Sends the player's answer to the question on screen, as saved quizzes' answers go (answer-delivery):
// through a dropped connection it is sent again (the same option again is the server's 200) until
// the server stops taking it, at the question's deadline and its grace (QUIZ_ANSWER_GRACE_MS).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QUIZ_ANSWER_GRACE_MS } from '../../../common/quiz';
import { ApiError } from '../../lib/api';
import { createRetryWaiter, deliver } from '../quiz/answer-delivery';
import type { Play } from './follow-game';
import { holdOwnPart, liveGameKeys, sendLiveAnswer } from './live-game-api';

/**
 * sending: on its way; reconnecting: failed and being sent again; not-sent: the time ran out
 * before it got through; closed: it got through after the time.
 */
export type AnswerState = 'sending' | 'reconnecting' | 'not-sent' | 'closed';

export type PendingAnswer = { index: number; option: number; state: AnswerState };

/** The refusals that mean the phone's view of the game is behind: it reads the game again. */
const BEHIND = ['game_answered', 'game_joined_late', 'game_not_joined', 'game_not_running'];

export function useLiveAnswer(play: Play | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [waiter] = useState(createRetryWaiter);
  const sending = useRef<AbortController | null>(null);
  const index = play?.game?.question?.index;

  // Back online: the next try goes at once.
  useEffect(() => {
    const handleOnline = () => waiter.wakeNow();
    window.addEventListener('online', handleOnline);
    return () => window.removeEventListener('online', handleOnline);
  }, [waiter]);

  // Another question (or leaving the screen): the last one's answer stops being sent.
  useEffect(() => () => sending.current?.abort(), [index]);

  const answer = useCallback(
    async (option: number) => {
      const game = play?.game;
      const question = game?.question;
      if (!game || !question || sending.current) return;
      const controller = new AbortController();
      sending.current = controller;
      const mark = (state: AnswerState) =>
        setPending((now) => (now?.index === question.index ? { ...now, state } : now));
      setPending({ index: question.index, option, state: 'sending' });
      let timedOut = false;
      const stop =
        question.deadline === null
          ? undefined
          : window.setTimeout(
              () => {
                timedOut = true;
                controller.abort();
              },
              question.deadline - play.offset - Date.now() + QUIZ_ANSWER_GRACE_MS,
            );
      try {
        const me = await deliver({
          send: (signal) =>
            sendLiveAnswer({ gameId: game.id, index: question.index, option }, signal),
          signal: controller.signal,
          waiter,
          onFailure: () => mark('reconnecting'),
        });
        holdOwnPart(queryClient, me);
        setPending(null);
      } catch (error) {
        if (timedOut) return mark('not-sent');
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.code === 'game_question_closed')
          return mark('closed');
        setPending(null);
        if (error instanceof ApiError && BEHIND.includes(error.code))
          void queryClient.invalidateQueries({ queryKey: liveGameKeys.play() });
      } finally {
        window.clearTimeout(stop);
        if (sending.current === controller) sending.current = null;
      }
    },
    [play, queryClient, waiter],
  );

  // What was sent for an earlier question is nothing to show now.
  return { pending: pending?.index === index ? pending : null, answer };
}
