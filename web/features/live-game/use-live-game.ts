// The live game as this phone follows it: read when the screen opens (and whenever the phone comes
// back), then moved by every push of the signed-in stream; read again when a move could not be
// followed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '../../lib/live-stream';
import { followPushedMove, liveGameQueries } from './live-game-api';

export function useLiveGame() {
  const queryClient = useQueryClient();
  const query = useQuery(liveGameQueries.play(queryClient));
  useEffect(
    () => subscribeLive('game', (game) => followPushedMove(queryClient, game)),
    [queryClient],
  );
  const lostTrack = query.data?.stale === true;
  const { refetch } = query;
  useEffect(() => {
    if (lostTrack) void refetch();
  }, [lostTrack, refetch]);
  return query;
}
