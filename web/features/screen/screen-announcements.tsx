// The announcements showing now, large across the top: the newest first, in the screen's language
// with the other language beneath it, as a mixed hall reads both.
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../common/api';

export function ScreenAnnouncements({ announcements }: { announcements: Announcement[] }) {
  const { t, i18n } = useTranslation();
  const hindiFirst = i18n.language.startsWith('hi');
  return (
    <div className="screen-announcements" role="status" aria-live="polite">
      {announcements.map((announcement, index) => {
        const { en, hi } = announcement.text;
        const [first, second] = hindiFirst && hi ? [hi, en] : [en, hi];
        return (
          <section
            key={announcement.id}
            className={
              index === 0 ? 'screen-announcement' : 'screen-announcement screen-announcement-more'
            }
            aria-label={t('screen.announcement')}
          >
            <p className="screen-announcement-text" lang={first === hi ? 'hi' : 'en'}>
              {first}
            </p>
            {second && second !== first && (
              <p className="screen-announcement-other" lang={second === hi ? 'hi' : 'en'}>
                {second}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
