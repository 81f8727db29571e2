// Event Itinerary (/eventitinerary): the event's days and programme as organisers set them, as text
// over the event's colours (so a renamed event or a moved session shows at once, readable and
// zoomable on any phone), then the organisers' own itinerary poster, if they uploaded one, which a
// tap opens full size.
import { useTranslation } from 'react-i18next';
import type { PublicSite } from '../../../common/api';
import { dateOfDay, type EventDates } from '../../../common/event-itinerary';
import { useEventName } from '../../components/event-name';
import { SiteImage } from '../../components/site-image';
import { useSite } from '../../lib/site-api';
import './events.css';

type Schedule = PublicSite['schedule'];

/** The rows of each day, days in order and each day's rows in the organisers' order. */
function rowsByDay(itinerary: Schedule['itinerary']) {
  const days = new Map<number, Schedule['itinerary']>();
  for (const row of itinerary) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  return [...days].sort(([a], [b]) => a - b);
}

/** The zone's short name where the reader's language has one (IST), else its IANA name. */
function zoneName(timeZone: string, locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    const short = parts.formatToParts(new Date()).find((part) => part.type === 'timeZoneName');
    return short && !short.value.startsWith('GMT') ? short.value : timeZone;
  } catch {
    return timeZone;
  }
}

/** "1–3 September 2025", in the reader's language. */
function dateRange(dates: EventDates, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const first = dateOfDay(dates, 1);
  const last = new Date(Date.parse(`${dates.last}T00:00:00Z`));
  return format.formatRange(first, last);
}

export function ItineraryPage() {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const eventName = useEventName();
  if (!site) return <div className="page itinerary" />;
  const hindi = i18n.language === 'hi';
  const locale = hindi ? 'hi-IN' : 'en-IN';
  const { dates, itinerary } = site.schedule;
  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const poster = site.brand.itinerary;
  return (
    <div className="page itinerary">
      <section className="itinerary-card" aria-labelledby="itinerary-title">
        {eventName && <p className="itinerary-event">{eventName}</p>}
        <h1 id="itinerary-title">{t('events.posters.itinerary.title')}</h1>
        <p className="itinerary-dates">{dateRange(dates, locale)}</p>
        {itinerary.length === 0 && <p className="itinerary-none">{t('events.itineraryNone')}</p>}
        {rowsByDay(itinerary).map(([day, rows]) => {
          const date = dateOfDay(dates, day);
          return (
            <section key={day} className="itinerary-day" aria-labelledby={`itinerary-day-${day}`}>
              <h2 id={`itinerary-day-${day}`}>
                <span className="itinerary-day-number">{t('events.day', { day })}</span>{' '}
                <time dateTime={date.toISOString().slice(0, 10)}>{dayFormat.format(date)}</time>
              </h2>
              <ol className="itinerary-rows">
                {rows.map((row, index) => (
                  <li key={index}>
                    <time className="itinerary-time">{row.time}</time>
                    <span lang={hindi && !row.what.hi ? 'en' : undefined}>
                      {(hindi && row.what.hi) || row.what.en}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
        <p className="itinerary-note">
          {t('events.timesNote', { zone: zoneName(site.event.timeZone, locale) })}
        </p>
      </section>
      {poster && (
        <a href={poster.src} target="_blank" rel="noopener noreferrer" className="poster-link">
          <SiteImage
            image={poster}
            alt={t('events.posters.itinerary.alt')}
            width={900}
            height={1400}
            className="poster-image"
          />
          <span className="poster-hint">{t('events.zoomHint')}</span>
        </a>
      )}
    </div>
  );
}
