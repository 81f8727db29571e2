// The live game on a player's phone: the game and the player's part in it, read and followed as it
// moves; joining; answering.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LiveGameMe, LiveGameView } from '../../../common/api';
import type { LiveGameState } from '../../../common/live-game';
import type { LiveGameAnswerInput } from '../../../common/live-game-input';
import { apiRequest } from '../../lib/api';
import { followMove, playFromView, type Play } from './follow-game';

const fetchLiveGame = () => apiRequest('/api/live-game', LiveGameView);
const joinLiveGame = () => apiRequest('/api/live-game/join', LiveGameView, { method: 'POST' });
export const sendLiveAnswer = (input: LiveGameAnswerInput, signal?: AbortSignal) =>
  apiRequest('/api/live-game/answer', LiveGameMe, { method: 'POST', body: input, signal });

export const liveGameKeys = {
  /** The game as this phone follows it, with the player's part (follow-game.ts). */
  play: () => ['live-game', 'play'] as const,
};

export const liveGameQueries = {
  /**
   * Read again whenever the phone comes back (the tab seen again, the network back): whatever it
   * missed meanwhile, and its own answer, come with the read.
   */
  play: (queryClient: QueryClient) =>
    queryOptions({
      queryKey: liveGameKeys.play(),
      queryFn: async (): Promise<Play> => {
        const view = await fetchLiveGame();
        return playFromView(view, Date.now(), queryClient.getQueryData(liveGameKeys.play()));
      },
      staleTime: 0,
      refetchOnWindowFocus: 'always',
      refetchOnReconnect: 'always',
    }),
};

/** A pushed move of the game, followed on the play this phone holds. */
export function followPushedMove(queryClient: QueryClient, game: LiveGameState | null) {
  queryClient.setQueryData(
    liveGameKeys.play(),
    (play: Play | undefined) => play && followMove(play, game, Date.now()),
  );
}

/** The player's part as the server answered it (an answer locked in). */
export function holdOwnPart(queryClient: QueryClient, me: LiveGameMe) {
  queryClient.setQueryData(
    liveGameKeys.play(),
    (play: Play | undefined) => play && { ...play, me },
  );
}

/** Joins the game running now: the answer is the game with the player in it. */
export function useJoinLiveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinLiveGame,
    // Sent even when the browser thinks it is offline; the failure shows beside the button.
    networkMode: 'always',
    meta: { toastOnError: false },
    // The server's answer to a join stands, whatever was pushed meanwhile.
    onSuccess: (view) =>
      queryClient.setQueryData(liveGameKeys.play(), playFromView(view, Date.now())),
  });
}
