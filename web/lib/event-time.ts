// Moments as the screens show them: in the event's time zone (the site's settings), whatever zone
// the phone or computer is set to.
import { useQuery } from '@tanstack/react-query';
import { siteQueries } from './site-api';

/** The event's time zone; until the site's settings have loaded, the device's own. */
export function useEventTimeZone(): string | undefined {
  return useQuery(siteQueries.publicSite()).data?.event.timeZone;
}

/** Formats a moment (milliseconds) with `options` in the event's time zone. */
export function useEventTimeFormat(
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
  locale = 'en-IN',
): (ms: number) => string {
  const timeZone = useEventTimeZone();
  return (ms) => new Date(ms).toLocaleString(locale, { ...options, timeZone });
}
