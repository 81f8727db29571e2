// The organisers' announcements on every screen of a signed-in phone. The region is always there,
// so a screen reader hears one that arrives; what it shows loads with the first announcement, so
// the first screen carries none of it. A quiz in play holds them back (`held`): they show, and are
// read out, once the play is over.
import { lazy, Suspense } from 'react';
import { useAnnouncements } from '../../lib/announcements';

const AnnouncementItems = lazy(() =>
  import('./announcement-items').then((m) => ({ default: m.AnnouncementItems })),
);

export function AnnouncementBanner({
  enabled,
  held = false,
}: {
  enabled: boolean;
  held?: boolean;
}) {
  const showing = useAnnouncements(enabled);
  return (
    <div className="announcements" aria-live="polite">
      {enabled && !held && showing.length > 0 && (
        <Suspense fallback={null}>
          <AnnouncementItems showing={showing} />
        </Suspense>
      )}
    </div>
  );
}
