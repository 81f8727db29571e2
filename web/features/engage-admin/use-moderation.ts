// The moderator's actions on questions, words and photos as a screen takes them: an item acted on
// leaves the queue at once (before the server answers) and comes back, with the server's reason,
// if it refuses; what was done is said to screen readers.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message';
import {
  useMovePhoto,
  useMoveQuestion,
  useMoveWord,
  type ModerationPhoto,
  type ModerationQuestion,
  type ModerationWord,
  type PhotoMove,
  type QuestionAction,
  type QuestionMove,
  type WordMove,
} from './engage-admin-api';

/** Each item's key in the queue: its kind and what names it. */
export const questionKey = (question: ModerationQuestion) => `question:${question.id}`;
export const photoKey = (photo: ModerationPhoto) => `photo:${photo.id}`;
export const wordKey = (word: ModerationWord) =>
  `word:${word.activityId}:${word.userId}:${word.word}`;

export function useModeration() {
  const { t } = useTranslation();
  /** The items acted on: gone from the queue until the server refuses. */
  const [acted, setActed] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const mark = (key: string, on: boolean) =>
    setActed((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  /** The screen says a refusal beside the item, not in a toast. */
  const callbacksFor = <Move extends { action: QuestionAction }>(
    keyOf: (move: Move) => string,
    thing: (move: Move) => string,
  ) => ({
    meta: { toastOnError: false },
    onSuccess: (_answer: unknown, move: Move) =>
      setNotice(t(`engage.moderation.did.${move.action}`, { thing: thing(move) })),
    onError: (error: Error, move: Move) => {
      mark(keyOf(move), false);
      setNotice('');
      setRefusal(
        t('engage.moderation.refused', {
          thing: thing(move),
          reason: apiErrorMessage(error, t, t('engage.moderation.failed')),
        }),
      );
    },
  });

  const question = useMoveQuestion(
    callbacksFor(
      ({ question }: QuestionMove) => questionKey(question),
      () => t('engage.moderation.things.question'),
    ),
  );
  const word = useMoveWord(
    callbacksFor(
      ({ word }: WordMove) => wordKey(word),
      ({ word }: WordMove) => t('engage.moderation.things.word', { word: word.typed }),
    ),
  );
  const photo = useMovePhoto(
    callbacksFor(
      ({ photo }: PhotoMove) => photoKey(photo),
      () => t('engage.moderation.things.photo'),
    ),
  );

  /** `leaves`: the item leaves the list it is in (the queue's approve and hide). */
  function start(key: string, leaves: boolean) {
    setRefusal(null);
    if (leaves) mark(key, true);
  }

  return {
    acted,
    notice,
    refusal,
    moveQuestion: (move: QuestionMove, leaves = true) => {
      start(questionKey(move.question), leaves);
      question.mutate(move);
    },
    moveWord: (move: WordMove, leaves = true) => {
      start(wordKey(move.word), leaves);
      word.mutate(move);
    },
    movePhoto: (move: PhotoMove, leaves = true) => {
      start(photoKey(move.photo), leaves);
      photo.mutate(move);
    },
  };
}
