// What follows every change to the event's setup: the Setup screens show the server's answer at
// once, and the event's own screens read the public site again, so the rest of the app follows.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { siteQueries } from '../../lib/site-api';
import { setupKeys, type AdminSetupReply } from './setup-api';

export function useSetupSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    async (setup: AdminSetupReply) => {
      queryClient.setQueryData(setupKeys.setup(), setup);
      await queryClient.invalidateQueries({ queryKey: siteQueries.publicSite().queryKey });
    },
    [queryClient],
  );
}
