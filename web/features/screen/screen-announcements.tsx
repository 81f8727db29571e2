// The announcements showing now, in a band of fixed height across the top: one at a time, the
// newest first, each in the screen's language and then in the other. A short one shows both
// languages together; a long one (up to 280 characters) takes a turn per language, its text
// shrinking to fit the band, so no announcement ever pushes the standings off the screen.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../common/api';
import { TEXT_FLOOR_VH } from './standings-size';
import { useFitText } from './use-fit-text';

/** How long each turn shows: a 280-character text read aloud in the hall takes about this long. */
export const ANNOUNCEMENT_TURN_MS = 10_000;

/** Two languages this short together still read large in the band, in one turn. */
const TOGETHER_CHARS = 140;

type Text = { text: string; lang: 'en' | 'hi' };
type Turn = { id: string; key: string; first: Text; second: Text | null };

/** Each announcement's turns, in the order the screen shows them. */
export function announcementTurns(announcements: Announcement[], hindiFirst: boolean): Turn[] {
  return announcements.flatMap(({ id, text: { en, hi } }) => {
    const english: Text = { text: en, lang: 'en' };
    const hindi: Text | null = hi && hi !== en ? { text: hi, lang: 'hi' } : null;
    const [first, second] = hindiFirst && hindi ? [hindi, english] : [english, hindi];
    if (!second || first.text.length + second.text.length <= TOGETHER_CHARS)
      return [{ id, key: id, first, second }];
    return [
      { id, key: `${id}-${first.lang}`, first, second: null },
      { id, key: `${id}-${second.lang}`, first: second, second: null },
    ];
  });
}

const tallerThanTheBand = (band: HTMLElement) => band.scrollHeight > band.clientHeight + 1;

export function ScreenAnnouncements({ announcements }: { announcements: Announcement[] }) {
  const { t, i18n } = useTranslation();
  const turns = announcementTurns(announcements, i18n.language.startsWith('hi'));
  // A new or ended announcement starts the turns again from the newest, for its full turn.
  const order = turns.map((each) => each.key).join();
  const [rotation, setRotation] = useState({ order, index: 0 });
  if (rotation.order !== order) setRotation({ order, index: 0 });
  const index = rotation.order === order ? rotation.index % turns.length : 0;
  const turn = turns[index]!;
  const rotating = turns.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setRotation((was) => ({ ...was, index: was.index + 1 })),
      ANNOUNCEMENT_TURN_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating, order]);

  const content = `${turn.key}|${turn.first.text}|${turn.second?.text ?? ''}`;
  const bandRef = useFitText<HTMLElement>(
    content,
    { largest: 4.6, smallest: TEXT_FLOOR_VH },
    tallerThanTheBand,
  );

  return (
    // A screen turning through its announcements would talk over itself: only a lone one is read out.
    <div className="screen-announcements" role="status" aria-live={rotating ? 'off' : 'polite'}>
      <section
        key={turn.key}
        ref={bandRef}
        className="screen-announcement"
        aria-label={t('screen.announcement')}
      >
        <p className="screen-announcement-text" lang={turn.first.lang}>
          {turn.first.text}
        </p>
        {turn.second && (
          <p className="screen-announcement-other" lang={turn.second.lang}>
            {turn.second.text}
          </p>
        )}
      </section>
      {rotating && (
        <ol className="screen-announcement-turns" aria-hidden="true">
          {turns.map((each, at) => (
            <li
              key={each.key}
              className={at === index ? 'screen-announcement-turn-now' : undefined}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
