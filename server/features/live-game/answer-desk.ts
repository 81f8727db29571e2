// Where a live game's answers wait a moment to be written together. A hall answers one question
// within the same seconds: one transaction per answer meant one commit (on SQLite a sync to disk
// inside the event loop, on PostgreSQL a round trip and a sync) for every few answers, and those
// commits held up the question's and the reveal's pushes to every phone. Answers that arrive
// within a window are locked in by one transaction, each checked as it would be alone, and each
// request is answered once that transaction has committed.
import type { LiveGameMe } from '../../../common/live-game.js';
import type { LiveGameAnswerInput } from '../../../common/live-game-input.js';
import { isPostgres, type Db } from '../../db/database.js';
import { answerTogether, type QueuedAnswer } from './game-play.js';

/** How long the first answer of a batch waits for others: a sync or two's worth. */
const WINDOW_MS = 15;

/** At most this many answers in one transaction; more start the next one at once. */
const MOST = 500;

/** Batches written at once on PostgreSQL (of the pool's ten connections). */
const LANES_POSTGRES = 4;

export type AnswerDesk = {
  answer(input: LiveGameAnswerInput, player: { userId: string; now: number }): Promise<LiveGameMe>;
  /** Writes what is waiting now and waits for it (the server stopping). */
  drain(): Promise<void>;
};

export function answerDesk(db: Db, windowMs = WINDOW_MS): AnswerDesk {
  let waiting: QueuedAnswer[] = [];
  let timer: NodeJS.Timeout | null = null;
  /**
   * The batches being written, so the next gathers what arrives meanwhile: one on SQLite's one
   * connection; on PostgreSQL a few, each its own connection, as one batch's answers take a round
   * trip each.
   */
  const writing = new Set<Promise<void>>();
  const lanes = isPostgres(db) ? LANES_POSTGRES : 1;

  const write = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (writing.size < lanes && waiting.length > 0) {
      const batch = waiting.slice(0, MOST);
      waiting = waiting.slice(batch.length);
      const written: Promise<void> = answerTogether(db, batch)
        .catch((error: unknown) => {
          for (const answer of batch) answer.settle({ error });
        })
        .finally(() => {
          writing.delete(written);
          // What came in meanwhile has waited a batch's time already.
          if (waiting.length > 0) write();
        });
      writing.add(written);
    }
  };

  const schedule = (): void => {
    if (waiting.length >= MOST) return write();
    if (!timer && writing.size < lanes) timer = setTimeout(write, windowMs);
  };

  return {
    answer: (input, player) =>
      new Promise<LiveGameMe>((resolve, reject) => {
        waiting.push({
          input,
          player,
          settle: (outcome) => {
            if ('me' in outcome) return resolve(outcome.me);
            const { error } = outcome;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        });
        schedule();
      }),
    drain: async () => {
      while (writing.size > 0 || waiting.length > 0) {
        write();
        await Promise.all(writing);
      }
    },
  };
}
