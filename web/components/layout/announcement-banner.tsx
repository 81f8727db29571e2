// The organisers' announcements on every screen of a signed-in phone, the live game's way in
// while one takes players, and the way into each poll, word cloud, Q&A, reactions or photo wall
// running now. The region is always there, so a screen reader hears one that arrives;
// what it shows loads with the first announcement, game or activity, so the first screen carries
// none of it.
// A quiz in play holds them back (`held`): they show, and are read out, once the play is over.
import { lazy, Suspense } from 'react';
import { useAnnouncements } from '../../lib/announcements';
import { EngageLive } from '../../lib/engage-live';
import { useLiveActivities } from '../../lib/live-activities';
import { loadLiveGame, useLiveGameOpen } from '../../lib/live-game-open';

const AnnouncementItems = lazy(() =>
  import('./announcement-items').then((m) => ({ default: m.AnnouncementItems })),
);
const LiveGameJoin = lazy(loadLiveGame);

export function AnnouncementBanner({
  enabled,
  held = false,
}: {
  enabled: boolean;
  held?: boolean;
}) {
  const showing = useAnnouncements(enabled);
  const gameOpen = useLiveGameOpen(enabled);
  const activities = useLiveActivities(enabled);
  return (
    <div className="announcements" aria-live="polite">
      {enabled && !held && (
        <Suspense fallback={null}>
          {showing.length > 0 && <AnnouncementItems showing={showing} />}
          {gameOpen && <LiveGameJoin />}
          {activities.length > 0 && <EngageLive />}
        </Suspense>
      )}
    </div>
  );
}
