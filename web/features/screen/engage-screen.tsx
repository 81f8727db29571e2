// An activity on a venue screen (a poll, a word cloud, the questions to the stage, a photo wall, or
// the reactions when organisers chose them), in the day screen's frame: the logo and announcements
// above it stay, and beside it the code to join, with what to do on the phone.
import './engage-screen.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveActivity } from '../../../common/engage';
import { CloudScreen } from './cloud-screen';
import { JoinCode } from './join-code';
import { PhotoWallScreen } from './photo-wall-screen';
import type { PhotoTurnsMemory } from './photo-turns';
import { PollScreen } from './poll-screen';
import { QnaScreen } from './qna-screen';
import { ReactionTotals } from './floating-reactions';
import { tallerThanItsBox } from './fit-list';
import { useFitText } from './use-fit-text';

type Props = {
  activity: LiveActivity;
  joinUrl: string;
  /** A team's label by its key (a key with no team reads as itself). */
  labelOf: (team: string) => string;
  /** The reactions sent while this screen showed them, the phones' order first. */
  reactionTotals: [string, number][];
  /** Where each photo wall's slideshow got to on this screen. */
  photoTurns: PhotoTurnsMemory;
};

const KIND_LABELS = {
  poll: 'screen.engagePoll',
  cloud: 'screen.engageCloud',
  qna: 'screen.engageQna',
  reactions: 'screen.engageReactions',
  photos: 'screen.engagePhotos',
} as const;

const JOIN_HEADINGS = {
  poll: 'screen.pollJoin',
  cloud: 'screen.cloudJoin',
  qna: 'screen.qnaJoin',
  reactions: 'screen.reactionsJoin',
  photos: 'screen.photosJoin',
} as const;

export function EngageScreen({ activity, joinUrl, labelOf, reactionTotals, photoTurns }: Props) {
  const { t } = useTranslation();
  const titleId = `engage-${activity.id}`;
  let body: ReactNode;
  let side: ReactNode = null;
  switch (activity.kind) {
    case 'poll':
      body = <PollScreen activity={activity} />;
      break;
    case 'cloud':
      body = <CloudScreen activity={activity} />;
      break;
    case 'qna':
      body = <QnaScreen activity={activity} labelOf={labelOf} />;
      break;
    case 'photos':
      body = <PhotoWallScreen activity={activity} labelOf={labelOf} memory={photoTurns} />;
      side = (
        <p className="screen-panel screen-photo-count">
          {t('screen.photosCount', { count: activity.photos?.approved ?? 0 })}
        </p>
      );
      break;
    case 'reactions':
      body = <ReactionTotals totals={reactionTotals} large />;
      break;
  }

  return (
    <div className="screen-engage">
      <section
        className={`screen-engage-panel screen-engage-${activity.kind}`}
        aria-labelledby={titleId}
      >
        <p className="screen-engage-kind">{t(KIND_LABELS[activity.kind])}</p>
        <EngageTitle
          id={titleId}
          title={activity.title}
          largest={activity.kind === 'poll' ? 6.6 : 5.4}
        />
        {body}
      </section>
      <div className="screen-side screen-engage-side">
        {side}
        <JoinCode url={joinUrl} heading={t(JOIN_HEADINGS[activity.kind])} />
      </div>
    </div>
  );
}

/** The title in English, and in Hindi under it when given, as large as its band lets it be. */
function EngageTitle({
  id,
  title,
  largest,
}: {
  id: string;
  title: LiveActivity['title'];
  /** A poll's question is what the hall reads: larger than the other kinds' titles. */
  largest: number;
}) {
  const hindi = title.hi && title.hi !== title.en ? title.hi : null;
  const ref = useFitText<HTMLDivElement>(
    `${title.en}|${hindi ?? ''}`,
    { largest: hindi ? largest - 0.8 : largest, smallest: 3.4 },
    tallerThanItsBox,
  );
  return (
    <div ref={ref} className="screen-engage-title">
      <h2 id={id} lang="en">
        {title.en}
      </h2>
      {hindi && <p lang="hi">{hindi}</p>}
    </div>
  );
}
