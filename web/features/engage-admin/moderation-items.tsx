// A question, a word or a photo as a moderator sees it: what was sent, who sent it (organisers
// always see the name, and whether the hall does), what the word filter made of it, and the
// buttons the screen gives it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '../../lib/event-time';
import { formatCount } from '../../lib/format-count';
import { useTeams } from '../../lib/teams';
import type { ModerationPhoto, ModerationQuestion, ModerationWord } from './engage-admin-api';

type ItemProps<Item> = {
  item: Item;
  /** The activity it was sent to, where the list mixes activities (the queue). */
  activityTitle?: string;
  /** The item's buttons. */
  children: ReactNode;
};

function Sender({
  name,
  team,
  anonymous = false,
}: {
  name: string;
  team: string;
  anonymous?: boolean;
}) {
  const { t } = useTranslation();
  const teams = useTeams();
  return (
    <span className="engage-note">
      {t('engage.moderation.from', { name, team: teams.office(team) })}
      {anonymous && <> · {t('engage.moderation.anonymous')}</>}
    </span>
  );
}

function ActivityNote({ title }: { title?: string }) {
  const { t } = useTranslation();
  return title ? (
    <span className="engage-note">{t('engage.moderation.sentTo', { title })}</span>
  ) : null;
}

export function QuestionItem({ item, activityTitle, children }: ItemProps<ModerationQuestion>) {
  const { t } = useTranslation();
  const formatTime = useEventTimeFormat({ timeStyle: 'short' });
  return (
    <article
      className="engage-item"
      aria-label={t('engage.moderation.questionLabel', { name: item.name })}
    >
      <p className="engage-item-text">{item.text}</p>
      <Sender name={item.name} team={item.team} anonymous={item.anonymous} />
      <span className="engage-note">
        {t('engage.moderation.questionFacts', {
          votes: formatCount(item.votes),
          count: item.votes,
          time: formatTime(item.createdAt),
        })}
      </span>
      <ActivityNote title={activityTitle} />
      <span className="engage-badges">
        <span className={`engage-badge engage-badge-${item.status}`}>
          {t(`engage.moderation.questionStatus.${item.status}`)}
        </span>
        {item.pinned && <span className="engage-badge">{t('engage.moderation.pinned')}</span>}
        {item.flagged && (
          <span className="engage-badge engage-badge-flagged">
            {t('engage.moderation.flagged')}
          </span>
        )}
      </span>
      <div className="engage-item-actions">{children}</div>
    </article>
  );
}

export function WordItem({ item, activityTitle, children }: ItemProps<ModerationWord>) {
  const { t } = useTranslation();
  return (
    <article
      className="engage-item"
      aria-label={t('engage.moderation.wordLabel', { word: item.typed })}
    >
      <p className="engage-item-text engage-word">{item.typed}</p>
      <Sender name={item.name} team={item.team} />
      <ActivityNote title={activityTitle} />
      <span className="engage-badges">
        <span className={`engage-badge engage-badge-${item.status}`}>
          {t(`engage.moderation.wordStatus.${item.status}`)}
        </span>
      </span>
      <div className="engage-item-actions">{children}</div>
    </article>
  );
}

export function PhotoItem({ item, activityTitle, children }: ItemProps<ModerationPhoto>) {
  const { t } = useTranslation();
  const teams = useTeams();
  const label = t('engage.moderation.photoLabel', {
    name: item.name,
    team: teams.office(item.team),
  });
  return (
    <article className="engage-item engage-photo" aria-label={label}>
      <a href={item.url} target="_blank" rel="noopener" className="engage-photo-link">
        <img
          src={item.smallUrl}
          alt={label}
          width={item.width}
          height={item.height}
          loading="lazy"
          className="engage-photo-image"
        />
      </a>
      <Sender name={item.name} team={item.team} />
      <ActivityNote title={activityTitle} />
      <span className="engage-badges">
        <span className={`engage-badge engage-badge-${item.status}`}>
          {t(`engage.moderation.photoStatus.${item.status}`)}
        </span>
      </span>
      <div className="engage-item-actions">{children}</div>
    </article>
  );
}
