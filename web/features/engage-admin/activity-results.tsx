// What the hall sees of an activity, as the organisers follow it: a poll's bars with each option's
// votes and share of the voters, and the cloud's words with their counts, the most sent largest.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudResults, EngageActivity, PollResults } from '../../../common/engage';
import { formatCount } from '../../lib/format-count';

export function PollBars({ activity, poll }: { activity: EngageActivity; poll: PollResults }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...poll.counts);
  return (
    <section className="admin-card engage-wide" aria-labelledby={`poll-${activity.id}`}>
      <h3 id={`poll-${activity.id}`}>{t('engage.detail.results')}</h3>
      <p className="engage-note">
        {t('engage.detail.voters', { count: poll.voters, shown: formatCount(poll.voters) })}
        {activity.multiple && <> · {t('engage.detail.multipleNote')}</>}
      </p>
      <ol className="engage-bars">
        {activity.options.map((option, place) => {
          const count = poll.counts[place] ?? 0;
          const share = poll.voters === 0 ? 0 : Math.round((count / poll.voters) * 100);
          return (
            <li key={place} className="engage-bar-row">
              <span className="engage-bar-option">
                {option.en}
                {option.hi && (
                  <span lang="hi" className="engage-note">
                    {' '}
                    {option.hi}
                  </span>
                )}
              </span>
              <span className="engage-bar-count">
                {t('engage.detail.optionCount', { count, shown: formatCount(count), share })}
              </span>
              <span
                className="engage-bar"
                aria-hidden="true"
                style={{ '--share': `${(count / most) * 100}%` } as CSSProperties}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function CloudWords({ cloud }: { cloud: CloudResults }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...cloud.words.map((word) => word.count));
  return (
    <section className="admin-card engage-wide" aria-labelledby="cloud-words">
      <h3 id="cloud-words">{t('engage.detail.cloud')}</h3>
      <p className="engage-note">
        {t('engage.detail.senders', { count: cloud.senders, shown: formatCount(cloud.senders) })}
      </p>
      {cloud.words.length === 0 ? (
        <p className="empty-state">{t('engage.detail.noWords')}</p>
      ) : (
        <ul className="engage-cloud">
          {cloud.words.map((word) => (
            <li
              key={word.word}
              style={{ '--weight': `${0.9 + (word.count / most) * 1.1}rem` } as CSSProperties}
            >
              {word.word} <span className="engage-cloud-count">{formatCount(word.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
