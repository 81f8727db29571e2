// The activities running now and the person's sends, as this phone follows them: read when a
// screen opens (and when the phone comes back), then kept current by every push of the signed-in
// stream; the person's own part changes with each of their sends' answers, and is read again when
// a moderator acts on it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '../../lib/live-stream';
import { engageQueries, followPushedState } from './engage-api';

export function useEngage() {
  const queryClient = useQueryClient();
  useEffect(
    () => subscribeLive('engage', (state) => followPushedState(queryClient, state)),
    [queryClient],
  );
  // A moderator approved or hid something of theirs: their own part is read again.
  useEffect(
    () =>
      subscribeLive('mine', () => {
        void queryClient.invalidateQueries({ queryKey: engageQueries.view().queryKey });
      }),
    [queryClient],
  );
  return useQuery(engageQueries.view());
}
