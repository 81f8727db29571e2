// Keeps a venue screen current from its live stream: the standings as they are pushed, the
// announcements, the live game's moves, the running activities (polls, clouds, questions, photos)
// with the reactions' bursts handed on, and a fresh read of the rest (top players, quizzes,
// settings, what the organisers chose it to show) when they may have moved. A stream that reconnects gets a snapshot, so the screen
// catches up by itself.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveGameState } from '../../../common/live-game';
import type { ScreenState } from '../../../common/venue-api';
import { siteKeys } from '../../lib/site-api';
import type { ReactionFeed } from './reaction-feed';
import { createScreenStream, screenKeys } from './screen-api';

/**
 * Whether the link was refused by the stream (revoked while the screen was showing). The
 * reactions' bursts go to `reactions`.
 */
export function useScreenLive(token: string, reactions: ReactionFeed): { gone: boolean } {
  const queryClient = useQueryClient();
  const [gone, setGone] = useState(false);

  useEffect(() => {
    const key = screenKeys.state(token);
    // A change pushed without the server's clock keeps the time of the read it changes: the
    // screen's clock offset is measured from the two together.
    const update = (change: Partial<ScreenState>) =>
      queryClient.setQueryData<ScreenState>(key, (state) => state && { ...state, ...change }, {
        updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt,
      });
    // One read at a time, and one more after it when a nudge came meanwhile: under a burst of
    // pushes the screen still finishes its reads (a new read never cancels the one under way).
    let reading = false;
    let again = false;
    const readAgain = () => {
      again = true;
      if (reading) return;
      reading = true;
      void (async () => {
        while (again) {
          again = false;
          await queryClient.refetchQueries({ queryKey: key }, { cancelRefetch: false });
        }
        reading = false;
      })();
    };
    const stream = createScreenStream(token, () => {
      setGone(true);
      queryClient.removeQueries({ queryKey: key });
    });
    const stops = [
      stream.subscribe('counters', (teams) => {
        update({ teams });
        // Points moved: a play may have finished, so the top players may have changed too.
        readAgain();
      }),
      stream.subscribe('announcements', (announcements) => update({ announcements })),
      stream.subscribe('quizzes', readAgain),
      stream.subscribe('screen', readAgain),
      stream.subscribe('game', (game) => {
        if (showsAsPushed(game))
          queryClient.setQueryData<ScreenState>(
            key,
            (state) =>
              state && {
                ...state,
                liveGame: { state: game, podium: podiumKept(state, game) },
                // The push carries the server's clock: the screen's offset is measured at it afresh.
                now: game.now,
              },
          );
        // Closed: the day's screen comes back at once (a read under way cannot hold the game up).
        if (game === null) update({ liveGame: null });
        // The podium's players come named as this screen names people, and whether a game for
        // some screens follows this one only the server knows: both are read.
        if (!showsAsPushed(game) || game.phase === 'ended') readAgain();
      }),
      // Replaced whole: a question or photo taken down is gone from the screen with this push.
      stream.subscribe('engage', ({ activities, now }) =>
        queryClient.setQueryData<ScreenState>(
          key,
          (state) => state && { ...state, engage: activities, now },
        ),
      ),
      stream.subscribe('reactions', reactions.push),
      stream.subscribe('site', () => {
        void queryClient.invalidateQueries({ queryKey: siteKeys.publicSite() });
        readAgain();
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      stream.close();
    };
  }, [token, queryClient, reactions]);

  return { gone };
}

/**
 * Whether a pushed game is shown as it came: one for every screen, still running. A closed game
 * (null) and one for chosen screens (this screen does not know its own link) are read instead.
 */
function showsAsPushed(game: LiveGameState | null): game is LiveGameState {
  return game !== null && game.screens === null;
}

/** The podium already read stays while the same game stays ended. */
function podiumKept(state: ScreenState, game: LiveGameState) {
  const shown = state.liveGame;
  return shown && shown.state.id === game.id && game.phase === 'ended' ? shown.podium : null;
}
