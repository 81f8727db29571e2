// A poll on a phone: its options as large radio buttons (checkboxes when several may be chosen)
// and Vote; once the person voted, the bars with each option's share, theirs marked, moving as the
// hall votes. A vote is final.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../common/event';
import type { LiveActivity, MySends, PollResults } from '../../../common/engage';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api';
import { engageKeys, useVote } from './engage-api';
import { pollShares } from './engage-view';
import { SendFailure } from './send-failure';

type Props = { activity: LiveActivity; mine: MySends };

export function PollActivity({ activity, mine }: Props) {
  const { t } = useTranslation();
  const voted = mine.votes.length > 0;
  return (
    <section className="engage-card">
      {voted ? (
        <>
          <p className="engage-done" role="status">
            {t('engagePlay.poll.voted')}
          </p>
          {activity.poll && (
            <PollBars activity={activity} results={activity.poll} chosen={mine.votes} />
          )}
        </>
      ) : (
        <VoteForm activity={activity} />
      )}
    </section>
  );
}

function VoteForm({ activity }: { activity: LiveActivity }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const name = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const vote = useVote(activity.id);

  function choose(index: number, on: boolean) {
    if (!activity.multiple) setChosen([index]);
    else
      setChosen((now) =>
        on ? [...now, index].sort((a, b) => a - b) : now.filter((each) => each !== index),
      );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0 || vote.isPending) return;
    vote.mutate(chosen, {
      // Voted already (on another phone, say): the read brings the vote that stands.
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'engage_voted')
          void queryClient.invalidateQueries({ queryKey: engageKeys.view() });
      },
    });
  }

  return (
    <form className="engage-form" onSubmit={submit}>
      <fieldset className="engage-options">
        <legend className="field-label">
          {t(activity.multiple ? 'engagePlay.poll.chooseMany' : 'engagePlay.poll.chooseOne')}
        </legend>
        {activity.options.map((option, index) => (
          <label key={index} className="engage-option">
            <input
              type={activity.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={index}
              checked={chosen.includes(index)}
              onChange={(event) => choose(index, event.target.checked)}
            />
            <span>{localized(option, i18n.language)}</span>
          </label>
        ))}
      </fieldset>
      <Button
        look="primary"
        large
        type="submit"
        aria-disabled={chosen.length === 0 || vote.isPending}
      >
        {vote.isPending ? t('engagePlay.poll.voting') : t('engagePlay.poll.vote')}
      </Button>
      <SendFailure error={vote.error} />
    </form>
  );
}

/** The results as bars: each option's share of the voters and its votes, the person's marked. */
function PollBars({
  activity,
  results,
  chosen,
}: {
  activity: LiveActivity;
  results: PollResults;
  chosen: number[];
}) {
  const { t, i18n } = useTranslation();
  const shares = pollShares(results.counts, results.voters);
  return (
    <div className="engage-results">
      <h2>{t('engagePlay.poll.results')}</h2>
      <p className="engage-facts">{t('engagePlay.poll.voters', { count: results.voters })}</p>
      <ul className="engage-bars">
        {activity.options.map((option, index) => {
          const mineToo = chosen.includes(index);
          return (
            <li key={index} className={mineToo ? 'engage-bar is-chosen' : 'engage-bar'}>
              <span className="engage-bar-label">
                <span className="engage-bar-option">{localized(option, i18n.language)}</span>
                {mineToo && <span className="engage-badge">{t('engagePlay.poll.yourChoice')}</span>}
                <span className="engage-bar-share">
                  {t('engagePlay.poll.share', { percent: shares[index] })}
                  <span className="visually-hidden">
                    {', '}
                    {t('engagePlay.poll.count', { count: results.counts[index] ?? 0 })}
                  </span>
                </span>
              </span>
              <span className="engage-bar-track" aria-hidden="true">
                <span className="engage-bar-fill" style={{ width: `${shares[index]}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
