// A word cloud on a phone: a field to send a word (as many as the cloud allows, the rest counted
// down), the person's words with their status and Delete, and the cloud's words, the most sent
// the largest, growing as the hall sends.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLOUD_WORD_CHARS,
  type CloudResults,
  type LiveActivity,
  type MySends,
} from '../../../common/engage';
import { Button } from '../../components/button';
import { useDeleteWord, useSendWord } from './engage-api';
import { currentWord, sendsLeft } from './engage-view';
import { SendFailure } from './send-failure';

type Props = { activity: LiveActivity; mine: MySends };

export function CloudActivity({ activity, mine }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteWord(activity.id);
  return (
    <section className="engage-card">
      <WordForm activity={activity} sent={mine.words.length} />
      {mine.words.length > 0 && (
        <div className="engage-mine">
          <h2>{t('engagePlay.cloud.yours')}</h2>
          <ul className="engage-list">
            {mine.words.map((word) => {
              const status = currentWord(word, activity.cloud);
              return (
                <li key={word.word} className="engage-item">
                  <span className="engage-item-main">
                    <span className="engage-item-text">{word.typed}</span>
                    {status !== 'shown' && (
                      <span className="engage-status">{t(`engagePlay.cloud.${status}`)}</span>
                    )}
                  </span>
                  <Button
                    look="secondary"
                    aria-label={t('engagePlay.cloud.deleteWord', { word: word.typed })}
                    aria-disabled={remove.isPending}
                    onClick={() => !remove.isPending && remove.mutate(word.word)}
                  >
                    {t('engagePlay.cloud.delete')}
                  </Button>
                </li>
              );
            })}
          </ul>
          <SendFailure error={remove.error} />
        </div>
      )}
      <Cloud results={activity.cloud} />
    </section>
  );
}

function WordForm({ activity, sent }: { activity: LiveActivity; sent: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [word, setWord] = useState('');
  const send = useSendWord(activity.id);
  const left = sendsLeft(activity, sent);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (word.trim() === '' || left === 0 || send.isPending) return;
    send.mutate(word, { onSuccess: () => setWord('') });
  }

  return (
    <form className="engage-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-word`} className="field-label">
          {t('engagePlay.cloud.word')}
        </label>
        <div className="engage-inline">
          <input
            id={`${id}-word`}
            value={word}
            maxLength={CLOUD_WORD_CHARS}
            autoComplete="off"
            enterKeyHint="send"
            disabled={left === 0}
            aria-describedby={`${id}-left`}
            onChange={(event) => setWord(event.target.value)}
          />
          <Button
            look="primary"
            type="submit"
            aria-disabled={left === 0 || word.trim() === '' || send.isPending}
          >
            {t('engagePlay.cloud.send')}
          </Button>
        </div>
        <p id={`${id}-left`} className="field-hint" aria-live="polite">
          {left > 0 ? t('engagePlay.cloud.left', { count: left }) : t('engagePlay.cloud.allSent')}
        </p>
      </div>
      <SendFailure error={send.error} />
    </form>
  );
}

/** The cloud's words: the most sent the largest, each with its count for a screen reader. */
function Cloud({ results }: { results: CloudResults | null }) {
  const { t } = useTranslation();
  const words = results?.words ?? [];
  const most = Math.max(1, ...words.map((each) => each.count));
  return (
    <div className="engage-results">
      <h2>{t('engagePlay.cloud.cloud')}</h2>
      {results && results.senders > 0 && (
        <p className="engage-facts">{t('engagePlay.cloud.senders', { count: results.senders })}</p>
      )}
      {words.length === 0 ? (
        <p className="engage-facts">{t('engagePlay.cloud.empty')}</p>
      ) : (
        <ul className="engage-cloud">
          {words.map(({ word, count }) => (
            <li key={word} style={{ fontSize: `${1 + (count / most) * 1.4}rem` }}>
              {word}
              <span className="visually-hidden">
                {', '}
                {t('engagePlay.cloud.times', { count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
