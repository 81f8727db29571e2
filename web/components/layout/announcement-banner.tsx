// The organisers' announcements on every screen of a signed-in phone, in the person's language
// (English when no Hindi was written), each until it ends or the person dismisses it here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../lib/announcements';

const DISMISSED_KEY = 'utsav.dismissedAnnouncements';
/** Ids remembered as dismissed: far more than an event sends. */
const DISMISSED_KEPT = 50;

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function AnnouncementBanner({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const showing = useAnnouncements(enabled);
  const [dismissed, setDismissed] = useState(readDismissed);
  const hindi = i18n.language.startsWith('hi');

  function dismiss(id: string) {
    const next = [...dismissed, id].slice(-DISMISSED_KEPT);
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // private mode: dismissed for this visit only
    }
  }

  const visible = enabled ? showing.filter((each) => !dismissed.includes(each.id)) : [];
  // The region is always there, so a screen reader hears an announcement that arrives.
  return (
    <div className="announcements" aria-live="polite">
      {visible.map(({ id, text }) => {
        const inHindi = hindi && text.hi !== '';
        return (
          <section key={id} className="announcement" aria-label={t('announcement.label')}>
            <p lang={inHindi ? 'hi' : 'en'}>{inHindi ? text.hi : text.en}</p>
            <button
              type="button"
              className="announcement-dismiss"
              aria-label={t('announcement.dismiss')}
              onClick={() => dismiss(id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </section>
        );
      })}
    </div>
  );
}
