// Organisers' changes as sentences, newest first, each with how long ago it was and, on hover or
// focus, the minute it was made in the event's time zone.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../../common/admin-api';
import { useEventTimeFormat } from '../../lib/event-time';
import { activitySentence } from './activity-sentence';
import { relativeTime } from './relative-time';
import './activity.css';

const EXACT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** Now, moved on every half minute, so "3 minutes ago" stays true while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const exact = useEventTimeFormat(EXACT, language === 'hi' ? 'hi-IN' : 'en-IN');
  const day = useEventTimeFormat({ dateStyle: 'medium' }, language === 'hi' ? 'hi-IN' : 'en-IN');
  const now = useNow();
  return (
    <ul className="activity-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          {activitySentence(entry, t, language)}
          <span aria-hidden="true"> · </span>
          <time dateTime={new Date(entry.at).toISOString()} title={exact(entry.at)}>
            {relativeTime(entry.at, now, language, day)}
          </time>
        </li>
      ))}
    </ul>
  );
}
