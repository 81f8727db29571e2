// Keeps a venue screen current from its live stream: the standings as they are pushed, the
// announcements, and a fresh read of the rest (top players, quizzes, settings) when they may have
// moved. A stream that reconnects gets a snapshot, so the screen catches up by itself.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ScreenState } from '../../../common/venue-api';
import { siteKeys } from '../../lib/site-api';
import { createScreenStream, screenKeys } from './screen-api';

/** Whether the link was refused by the stream (revoked while the screen was showing). */
export function useScreenLive(token: string): { gone: boolean } {
  const queryClient = useQueryClient();
  const [gone, setGone] = useState(false);

  useEffect(() => {
    const key = screenKeys.state(token);
    const update = (change: Partial<ScreenState>) =>
      queryClient.setQueryData<ScreenState>(key, (state) => state && { ...state, ...change });
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
      stream.subscribe('site', () => {
        void queryClient.invalidateQueries({ queryKey: siteKeys.publicSite() });
        readAgain();
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      stream.close();
    };
  }, [token, queryClient]);

  return { gone };
}
