// The server's time on a venue screen, ticking every second from the offset measured at each read,
// so a screen whose own clock is wrong still counts down right; and a countdown as a hall reads it.
import { useEffect, useState } from 'react';

/** 1:02:03, or 2:03 under an hour. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The server's time now, ticking every second (or every `everyMs`): `offsetMs` is how far the
 * server's clock is from this one, measured at the read this screen's clock marks as `readAt`,
 * which is never in the past.
 */
export function useServerNow(offsetMs: number, readAt: number, everyMs = 1000): number {
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setLocalNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return Math.max(localNow, readAt) + offsetMs;
}
