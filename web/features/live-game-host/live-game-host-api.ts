// The host's console calls: the game as the host sees it (read every second while the console is
// open), opening a lobby, the moves (start, reveal, next, pause, resume, end, close) and a played
// question's key changed or voided. Every answer is the console's new state, shown at once.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  AdminLiveGameView,
  type LiveGameCommand,
  type LiveGamePhase,
} from '../../../common/live-game';
import type { LiveGameOpenInput } from '../../../common/live-game-input';
import { AdminScreenLinks } from '../../../common/venue-api';
import { adminReadsKey } from '../../lib/admin-keys';
import { apiRequest } from '../../lib/api';
import type { MutationCallbacks } from '../../lib/mutation-callbacks';
import { useChangeMutation } from '../../lib/use-change-mutation';

export type { AdminLiveGame } from '../../../common/live-game';

/** How often the console reads the game again: the answers' bars move while a question runs. */
const LIVE_GAME_REFRESH_MS = 1_000;

const GAME = '/api/admin/live-game';
const gamePath = (id: string) => `${GAME}/${encodeURIComponent(id)}`;

const fetchGame = () => apiRequest(GAME, AdminLiveGameView);
const fetchScreenLinks = () => apiRequest('/api/admin/screens', AdminScreenLinks);

/** Refused with game_running while another game is not closed, game_quiz_empty for a quiz without questions. */
const openGame = (input: LiveGameOpenInput) =>
  apiRequest(GAME, AdminLiveGameView, { method: 'POST', body: input });

/** Where the console stood when the host pressed: the game refuses a move made on a state gone by. */
export type GamePosition = { phase: LiveGamePhase; index: number };

type GameMove = { gameId: string; command: LiveGameCommand; at: GamePosition };

/** Refused with game_moved_on when the game is no longer where the console showed it. */
const moveGame = ({ gameId, command, at }: GameMove) =>
  apiRequest(`${gamePath(gameId)}/${command}`, AdminLiveGameView, { method: 'POST', body: at });

/** A played question's key: another option's place, or null to void the question. */
type KeyChange = { gameId: string; index: number; answer: number | null };

const changeKey = ({ gameId, index, answer }: KeyChange) =>
  apiRequest(`${gamePath(gameId)}/questions/${index}/key`, AdminLiveGameView, {
    method: 'POST',
    body: { answer },
  });

/** Under the admin area's keys, so a correction or a regrade elsewhere reads the game again too. */
const all = [...adminReadsKey, 'live-game'] as const;

export const liveGameKeys = {
  game: () => [...all, 'game'] as const,
  screens: () => [...all, 'screens'] as const,
};

export const liveGameQueries = {
  game: () =>
    queryOptions({
      queryKey: liveGameKeys.game(),
      queryFn: fetchGame,
      refetchInterval: LIVE_GAME_REFRESH_MS,
    }),
  /** The venue's screen links, for the screens a new game is shown on. */
  screens: () => queryOptions({ queryKey: liveGameKeys.screens(), queryFn: fetchScreenLinks }),
};

const showGame = (answer: AdminLiveGameView, queryClient: QueryClient) =>
  queryClient.setQueryData(liveGameKeys.game(), answer);

/** A lobby opened: the console takes the game's state from the answer. */
export const useOpenLiveGame = (
  callbacks: MutationCallbacks<AdminLiveGameView, LiveGameOpenInput> = {},
) =>
  useChangeMutation(openGame, callbacks, {
    show: showGame,
    stale: liveGameKeys.game(),
    evenWhenRefused: true,
  });

/** A move; read again after a refusal too, which means the game moved on (or another host opened one). */
export const useMoveLiveGame = (callbacks: MutationCallbacks<AdminLiveGameView, GameMove> = {}) =>
  useChangeMutation(moveGame, callbacks, {
    show: showGame,
    stale: liveGameKeys.game(),
    evenWhenRefused: true,
  });

/** A key changed or a question voided: the counters move, so every admin figure is read again. */
export const useChangeLiveGameKey = (
  callbacks: MutationCallbacks<AdminLiveGameView, KeyChange> = {},
) =>
  useChangeMutation(changeKey, callbacks, {
    show: showGame,
    stale: adminReadsKey,
    evenWhenRefused: true,
  });
