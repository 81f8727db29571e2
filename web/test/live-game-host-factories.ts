// Test data for the host's console: a game's public state and the console's view of it, in each
// phase, with two teams and a four-option question.
import type { AdminLiveGame, LiveGameState } from '../../common/live-game';

export const GAME_ID = '6d1f7a52-0000-4000-8000-000000000001';

/** The server's clock in the state: years away from the test's own, as a phone's may be. */
export const SERVER_NOW = Date.UTC(2030, 0, 1, 10, 0);

export function makeGameState(overrides: Partial<LiveGameState> = {}): LiveGameState {
  return {
    id: GAME_ID,
    title: { en: 'Grand final', hi: 'महा फ़ाइनल' },
    phase: 'lobby',
    advance: 'host',
    screens: null,
    questionCount: 5,
    joined: [
      { team: 'kanpur', count: 12 },
      { team: 'lucknow', count: 7 },
    ],
    joinedTotal: 19,
    question: null,
    reveal: null,
    teams: [
      { team: 'kanpur', count: 0 },
      { team: 'lucknow', count: 0 },
    ],
    now: SERVER_NOW,
    ...overrides,
  };
}

/** Question `index` (0-based) running, with `secondsLeft` on the server's clock. */
export function makeQuestion(index: number, secondsLeft = 12): LiveGameState['question'] {
  return {
    index,
    id: 100 + index,
    text: `Which river flows through Lucknow? (${index + 1})`,
    options: ['Gomti', 'Ganga', 'Yamuna', 'Narmada'],
    image: null,
    seconds: 20,
    deadline: SERVER_NOW + secondsLeft * 1000,
    pausedLeftMs: null,
  };
}

export function makeConsole(
  game: Partial<LiveGameState> = {},
  overrides: Partial<AdminLiveGame> = {},
): AdminLiveGame {
  return {
    game: makeGameState(game),
    countsForTeams: true,
    answer: null,
    counts: [],
    answered: 0,
    paused: false,
    played: [],
    podium: null,
    ...overrides,
  };
}

/** A played question as the console lists it: the first option the key. */
export function makePlayed(
  index: number,
  overrides: Partial<AdminLiveGame['played'][number]> = {},
) {
  return {
    index,
    text: `Which river flows through Lucknow? (${index + 1})`,
    options: ['Gomti', 'Ganga', 'Yamuna', 'Narmada'],
    answer: 0,
    answered: 15,
    right: 9,
    ...overrides,
  };
}
