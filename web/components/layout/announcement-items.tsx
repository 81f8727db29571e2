// The announcements themselves, loaded with the first one: each in the person's language (English
// when no Hindi was written), until it ends or the person dismisses it on this phone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../common/api';

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

export function AnnouncementItems({ showing }: { showing: Announcement[] }) {
  const { t, i18n } = useTranslation();
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

  return showing
    .filter((each) => !dismissed.includes(each.id))
    .map(({ id, text }) => {
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
    });
}
