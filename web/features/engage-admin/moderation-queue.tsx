// What waits for a moderator across every activity, read every 2 s: photos first (big, one tap to
// approve or hide), then questions, then the words the filter held. An item leaves as soon as it is
// acted on and the keyboard goes to the next one's first button; a refusal brings it back and says why.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationQueue as Queue } from '../../../common/engage';
import { Button } from '../../components/button';
import { QueryBoundary } from '../../components/query-boundary';
import { usePendingFocus } from '../../lib/use-pending-focus';
import { engageQueries } from './engage-admin-api';
import { PhotoItem, QuestionItem, WordItem } from './moderation-items';
import { photoKey, questionKey, useModeration, wordKey } from './use-moderation';

type Props = {
  /** Each activity's title by its id, to say where an item was sent. */
  titleOf: (activityId: string) => string | undefined;
};

export function ModerationQueue({ titleOf }: Props) {
  const { t } = useTranslation();
  const queue = useQuery(engageQueries.queue());
  const headingId = useId();
  return (
    <section className="admin-card engage-queue engage-wide" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {t('engage.queue.heading')}
      </h3>
      <QueryBoundary query={queue}>
        {(loaded) => <QueueItems queue={loaded} titleOf={titleOf} headingId={headingId} />}
      </QueryBoundary>
    </section>
  );
}

type ItemsProps = Props & { queue: Queue; headingId: string };

function QueueItems({ queue, titleOf, headingId }: ItemsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const moderation = useModeration();
  const { acted } = moderation;
  const photos = queue.photos.filter((photo) => !acted.has(photoKey(photo)));
  const questions = queue.questions.filter((question) => !acted.has(questionKey(question)));
  const words = queue.words.filter((word) => !acted.has(wordKey(word)));
  // In the order on screen: where the keyboard goes once an item has left.
  const keys = [...photos.map(photoKey), ...questions.map(questionKey), ...words.map(wordKey)];
  const focusWhenReady = usePendingFocus<readonly string[]>(keys);
  const buttonId = (key: string) => `${idPrefix}-${key}`;

  /** The item leaves: the keyboard goes to the next one's first button, or the queue's heading. */
  function leave(key: string) {
    const place = keys.indexOf(key);
    const next = keys[place + 1] ?? keys[place - 1];
    focusWhenReady(next ? buttonId(next) : headingId, (shown) => !shown.includes(key));
  }

  const buttons = (key: string, name: string, act: (action: 'approve' | 'hide') => void) => (
    <>
      <Button
        id={buttonId(key)}
        look="primary"
        className="engage-big-button"
        aria-label={t('engage.moderation.approveNamed', { name })}
        onClick={() => {
          leave(key);
          act('approve');
        }}
      >
        {t('engage.moderation.approve')}
      </Button>
      <Button
        look="secondary"
        className="engage-big-button"
        aria-label={t('engage.moderation.hideNamed', { name })}
        onClick={() => {
          leave(key);
          act('hide');
        }}
      >
        {t('engage.moderation.hide')}
      </Button>
    </>
  );

  const empty = keys.length === 0;
  return (
    <>
      <p role="status" className="engage-queue-count">
        {empty
          ? t('engage.queue.empty')
          : t('engage.queue.waiting', {
              photos: t('engage.queue.photos', { count: photos.length }),
              questions: t('engage.queue.questions', { count: questions.length }),
              words: t('engage.queue.words', { count: words.length }),
            })}
      </p>
      <p role="status" className="visually-hidden">
        {moderation.notice}
      </p>
      {moderation.refusal && (
        <p role="alert" className="field-error">
          {moderation.refusal}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="engage-grid engage-photo-grid" aria-label={t('engage.queue.photosLabel')}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <PhotoItem item={photo} activityTitle={titleOf(photo.activityId)}>
                {buttons(
                  photoKey(photo),
                  t('engage.moderation.photoOf', { name: photo.name }),
                  (action) => moderation.movePhoto({ photo, action }),
                )}
              </PhotoItem>
            </li>
          ))}
        </ul>
      )}
      {questions.length > 0 && (
        <ul className="engage-grid" aria-label={t('engage.queue.questionsLabel')}>
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionItem item={question} activityTitle={titleOf(question.activityId)}>
                {buttons(
                  questionKey(question),
                  t('engage.moderation.questionOf', { name: question.name }),
                  (action) => moderation.moveQuestion({ question, action }),
                )}
              </QuestionItem>
            </li>
          ))}
        </ul>
      )}
      {words.length > 0 && (
        <ul className="engage-grid" aria-label={t('engage.queue.wordsLabel')}>
          {words.map((word) => (
            <li key={wordKey(word)}>
              <WordItem item={word} activityTitle={titleOf(word.activityId)}>
                {buttons(
                  wordKey(word),
                  t('engage.moderation.wordOf', { word: word.typed }),
                  (action) => moderation.moveWord({ word, action }),
                )}
              </WordItem>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
