// What the first screen loads of Engage, and only once an activity runs: the banner that leads a
// player (a complete profile) to the live activities, dressed as an announcement and dismissible
// for each activity on this phone, Home's cards, and the screens, whose code loads from here so
// that the first screen names one module of Engage.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localized } from '../../../common/event';
import type { LiveActivity } from '../../../common/engage';
import { useLiveActivities } from '../../lib/live-activities';
import { useTextBundle } from '../../lib/text-bundle';
import { engageBundle } from '../../locales/engage-bundle';
import { useAuthStatus } from '../auth/use-auth';
import { EngageNow } from './engage-now';

/** The route's screen (routes.tsx). */
export const loadEngagePage = () =>
  import('./engage-pages').then((m) => ({ Component: m.EngagePage }));

const DISMISSED_KEY = 'utsav.dismissedActivities';
/** Ids remembered as dismissed: far more than an event runs. */
const DISMISSED_KEPT = 50;

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** "Poll: Lunch? — Vote", in the reader's language. */
function useActivityCall() {
  const { t, i18n } = useTranslation();
  return (activity: LiveActivity) =>
    t('engagePlay.banner', {
      kind: t(`engagePlay.kinds.${activity.kind}`),
      title: localized(activity.title, i18n.language),
      action: t(`engagePlay.actions.${activity.kind}`),
    });
}

/**
 * The banners, or with `cards` Home's cards; the default export, loaded on demand at the least cost
 * (lib/engage-live.ts).
 */
export default function EngageLive({ cards = false }: { cards?: boolean }) {
  useTextBundle(engageBundle);
  const activities = useLiveActivities(true);
  return cards ? <EngageNow activities={activities} /> : <EngageBanners activities={activities} />;
}

function EngageBanners({ activities }: { activities: LiveActivity[] }) {
  const { t } = useTranslation();
  const auth = useAuthStatus();
  const { pathname } = useLocation();
  const call = useActivityCall();
  const [dismissed, setDismissed] = useState(readDismissed);

  function dismiss(id: string) {
    const next = [...dismissed, id].slice(-DISMISSED_KEPT);
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // private mode: dismissed for this visit only
    }
  }

  // Engage's own screens need no way in.
  if (auth.kind !== 'signed-in' || auth.profile !== 'present' || pathname.startsWith('/engage'))
    return null;
  // One banner, for the latest to start, so that several at once do not fill a phone's screen;
  // dismissing it brings up the next.
  const waiting = activities.filter((activity) => !dismissed.includes(activity.id));
  const latest = waiting.at(-1);
  if (!latest) return null;
  return (
    <section className="announcement" aria-label={t('engagePlay.bannerLabel')}>
      <p>
        <Link className="announcement-link" to={`/engage/${latest.id}`}>
          {call(latest)}
        </Link>
        {activities.length > 1 && (
          <>
            {' '}
            <Link className="announcement-link engage-all" to="/engage">
              {t('engagePlay.allCount', { count: activities.length })}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        className="announcement-dismiss"
        aria-label={t('engagePlay.dismiss')}
        onClick={() => dismiss(latest.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
