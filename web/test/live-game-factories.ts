// Live games as the server sends them, for the phone's tests: a five-question game by default, in
// the phase asked for, with its question and reveal filled in.
import type { LiveGameMe, LiveGameState } from '../../common/live-game';

export const GAME_NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

type Options = Partial<LiveGameState> & {
  /** The question up (0 …), for the question and reveal phases. */
  index?: number;
  /** The right option, at the reveal. */
  answer?: number | null;
  /** Milliseconds the question has left by the server's clock (`now`). */
  leftMs?: number;
};

export function makeGame({ index = 0, answer = 1, leftMs = 15_000, ...rest }: Options = {}) {
  const phase = rest.phase ?? 'lobby';
  const now = rest.now ?? GAME_NOW;
  const withQuestion = phase === 'question' || phase === 'reveal';
  const game: LiveGameState = {
    id: 'g1',
    title: { en: 'Hall quiz', hi: 'हॉल क्विज़' },
    phase,
    advance: 'host',
    screens: null,
    questionCount: 5,
    joined: [
      { team: 'bhopal', count: 2 },
      { team: 'indore', count: 1 },
    ],
    joinedTotal: 3,
    question: withQuestion
      ? {
          index,
          id: 100 + index,
          text: `Live question ${index + 1}`,
          options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
          image: null,
          seconds: 20,
          deadline: phase === 'question' ? now + leftMs : now - 1_000,
          pausedLeftMs: null,
        }
      : null,
    reveal:
      phase === 'reveal' ? { answer, counts: [1, 2, 0, 0], explanation: null, nextAt: null } : null,
    teams: [
      { team: 'indore', count: 3 },
      { team: 'bhopal', count: 1 },
    ],
    now,
    ...rest,
  };
  return game;
}

export function makeLiveMe(me: Partial<LiveGameMe> = {}): LiveGameMe {
  return { joined: true, team: 'bhopal', points: 0, answer: null, canAnswer: true, ...me };
}
