// The organisers' announcements on every screen of a signed-in phone. The region is always there,
// so a screen reader hears one that arrives; what it shows loads with the first announcement, so
// the first screen carries none of it.
import { lazy, Suspense } from 'react';
import { useAnnouncements } from '../../lib/announcements';

const AnnouncementItems = lazy(() =>
  import('./announcement-items').then((m) => ({ default: m.AnnouncementItems })),
);

export function AnnouncementBanner({ enabled }: { enabled: boolean }) {
  const showing = useAnnouncements(enabled);
  return (
    <div className="announcements" aria-live="polite">
      {enabled && showing.length > 0 && (
        <Suspense fallback={null}>
          <AnnouncementItems showing={showing} />
        </Suspense>
      )}
    </div>
  );
}
