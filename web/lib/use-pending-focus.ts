// Gives the keyboard to an element once the list on screen shows a change (a move, an addition, a
// removal): moving or removing the focused button's item would otherwise drop the focus to the page.
import { useCallback, useEffect, useRef, useState } from 'react';

type Pending<Shown> = { id: string; ready: (shown: Shown) => boolean };

/** `shown`: what the screen draws now; a request waits until `ready` says it shows the change. */
export function usePendingFocus<Shown>(shown: Shown) {
  const pending = useRef<Pending<Shown> | null>(null);
  const [, setRequests] = useState(0);

  useEffect(() => {
    const request = pending.current;
    if (!request?.ready(shown)) return;
    pending.current = null;
    document.getElementById(request.id)?.focus();
  });

  return useCallback((id: string, ready: Pending<Shown>['ready']) => {
    pending.current = { id, ready };
    setRequests((count) => count + 1);
  }, []);
}
