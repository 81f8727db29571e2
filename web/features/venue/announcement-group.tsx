// The announcements of one status (showing now, scheduled, ended), each with its texts and times in
// the event's time zone, and End on those that have not ended.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '../../lib/event-time';
import type { AdminAnnouncement } from './venue-api';
import { Button } from '../../components/button';

export type AnnouncementStatus = 'showing' | 'scheduled' | 'ended';

/**
 * Where it stands at `now`. One an organiser ended has ended, and one sent "now" has started,
 * whatever this computer's clock says against the server's.
 */
export function statusOf(announcement: AdminAnnouncement, now: number): AnnouncementStatus {
  const { startsAt, endsAt, createdAt, endedBy } = announcement;
  if (endedBy !== null || (endsAt !== null && endsAt <= now)) return 'ended';
  return startsAt > now && startsAt > createdAt ? 'scheduled' : 'showing';
}

/** An announcement's start, as a dialog's title quotes it. */
export function shortText(text: string, max = 60): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

type Props = {
  status: AnnouncementStatus;
  /** In the order to show them. */
  announcements: AdminAnnouncement[];
  /** The id of an announcement's text, which takes the keyboard once it has ended. */
  textId: (id: string) => string;
  onEnd: (announcement: AdminAnnouncement) => void;
};

export function AnnouncementGroup({ status, announcements, textId, onEnd }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const formatTime = useEventTimeFormat();

  function timesOf({ startsAt, endsAt, endedBy }: AdminAnnouncement): string {
    const start = formatTime(startsAt);
    if (status === 'ended' && endsAt !== null)
      return endedBy === null
        ? t('venueAdmin.announcements.endedAt', { time: formatTime(endsAt) })
        : t('venueAdmin.announcements.endedBy', { time: formatTime(endsAt), who: endedBy });
    const key = status === 'scheduled' ? 'starts' : 'since';
    return endsAt === null
      ? t(`venueAdmin.announcements.${key}`, { start })
      : t(`venueAdmin.announcements.${key}Until`, { start, end: formatTime(endsAt) });
  }

  return (
    <section className={`admin-card venue-${status}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(`venueAdmin.announcements.groups.${status}`, { count: announcements.length })}
      </h3>
      {announcements.length === 0 ? (
        <p className="venue-note">{t(`venueAdmin.announcements.none.${status}`)}</p>
      ) : (
        <ul className="venue-list">
          {announcements.map((announcement) => (
            <li key={announcement.id} className="venue-announcement">
              <p id={textId(announcement.id)} tabIndex={-1} className="venue-text">
                {announcement.text.en}
              </p>
              {announcement.text.hi && (
                <p lang="hi" className="venue-text venue-text-hi">
                  {announcement.text.hi}
                </p>
              )}
              <p className="venue-note">{timesOf(announcement)}</p>
              {status !== 'ended' && (
                <div>
                  <Button
                    look="secondary"
                    aria-label={t('venueAdmin.announcements.endNamed', {
                      text: shortText(announcement.text.en),
                    })}
                    onClick={() => onEnd(announcement)}
                  >
                    {t('venueAdmin.announcements.end')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
