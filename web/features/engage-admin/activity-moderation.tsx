// Everything sent to one activity, by where it stands, with the moderator's buttons each state
// allows: questions (approve, answered, pin or unpin, hide), words and photos (approve, hide).
// An item stays on the page as it moves between groups; a refusal is said above them.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import type {
  AdminActivityDetail,
  ModerationPhoto,
  ModerationQuestion,
  ModerationWord,
  QuestionAction,
  ShowAction,
} from './engage-admin-api';
import { PhotoItem, QuestionItem, WordItem } from './moderation-items';
import { useModeration } from './use-moderation';

type Moderation = ReturnType<typeof useModeration>;

/** The hall's order: pinned first, then by votes, then the earliest. */
const hallOrder = (a: ModerationQuestion, b: ModerationQuestion) =>
  Number(b.pinned) - Number(a.pinned) || b.votes - a.votes || a.createdAt - b.createdAt;

export function ActivityModeration({ detail }: { detail: AdminActivityDetail }) {
  const { t } = useTranslation();
  const moderation = useModeration();
  const { kind } = detail.activity;
  return (
    <>
      <p role="status" className="visually-hidden">
        {moderation.notice}
      </p>
      {moderation.refusal && (
        <p role="alert" className="field-error engage-wide">
          {moderation.refusal}
        </p>
      )}
      {kind === 'qna' && <Questions questions={detail.questions} moderation={moderation} />}
      {kind === 'cloud' && <Words words={detail.words} moderation={moderation} />}
      {kind === 'photos' && <Photos photos={detail.photos} moderation={moderation} />}
      {kind === 'reactions' && (
        <p className="engage-note engage-wide">{t('engage.detail.reactionsNote')}</p>
      )}
    </>
  );
}

function Group({
  heading,
  count,
  children,
}: {
  heading: string;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="engage-wide engage-group" aria-labelledby={id}>
      <h3 id={id}>{t('engage.detail.group', { heading, count })}</h3>
      {count === 0 ? (
        <p className="engage-note">{t('engage.detail.groupEmpty')}</p>
      ) : (
        <ul className="engage-grid">{children}</ul>
      )}
    </section>
  );
}

type ActionButton<Action extends string> = { action: Action; label: string; primary?: boolean };

function ActionButtons<Action extends string>({
  buttons,
  name,
  onAct,
}: {
  buttons: ActionButton<Action>[];
  name: string;
  onAct: (action: Action) => void;
}) {
  const { t } = useTranslation();
  return buttons.map(({ action, label, primary }) => (
    <Button
      key={action}
      look={primary ? 'primary' : 'secondary'}
      className="engage-big-button"
      aria-label={t('engage.moderation.actionNamed', { action: label, name })}
      onClick={() => onAct(action)}
    >
      {label}
    </Button>
  ));
}

function Questions({
  questions,
  moderation,
}: {
  questions: ModerationQuestion[];
  moderation: Moderation;
}) {
  const { t } = useTranslation();
  const label = (action: QuestionAction) => t(`engage.moderation.actions.${action}`);
  const buttonsOf = (question: ModerationQuestion): ActionButton<QuestionAction>[] => {
    const pin: ActionButton<QuestionAction> = question.pinned
      ? { action: 'unpin', label: label('unpin') }
      : { action: 'pin', label: label('pin') };
    switch (question.status) {
      case 'pending':
        return [
          { action: 'approve', label: label('approve'), primary: true },
          { action: 'hide', label: label('hide') },
        ];
      case 'approved':
        return [
          { action: 'answer', label: label('answer'), primary: true },
          pin,
          { action: 'hide', label: label('hide') },
        ];
      case 'answered':
        return [pin, { action: 'hide', label: label('hide') }];
      case 'hidden':
        return [{ action: 'approve', label: label('approve') }];
    }
  };
  const item = (question: ModerationQuestion) => (
    <li key={question.id}>
      <QuestionItem item={question}>
        <ActionButtons
          buttons={buttonsOf(question)}
          name={t('engage.moderation.questionOf', { name: question.name })}
          onAct={(action) => moderation.moveQuestion({ question, action }, false)}
        />
      </QuestionItem>
    </li>
  );
  const pending = questions.filter((question) => question.status === 'pending');
  const inHall = questions
    .filter((question) => question.status === 'approved' || question.status === 'answered')
    .sort(hallOrder);
  const hidden = questions.filter((question) => question.status === 'hidden');
  return (
    <>
      <Group heading={t('engage.detail.groups.pendingQuestions')} count={pending.length}>
        {pending.map(item)}
      </Group>
      <Group heading={t('engage.detail.groups.hallQuestions')} count={inHall.length}>
        {inHall.map(item)}
      </Group>
      <Group heading={t('engage.detail.groups.hidden')} count={hidden.length}>
        {hidden.map(item)}
      </Group>
    </>
  );
}

const showButtons = (
  status: 'pending' | 'held' | 'shown' | 'approved' | 'hidden',
  label: (action: ShowAction) => string,
): ActionButton<ShowAction>[] =>
  status === 'pending' || status === 'held'
    ? [
        { action: 'approve', label: label('approve'), primary: true },
        { action: 'hide', label: label('hide') },
      ]
    : status === 'hidden'
      ? [{ action: 'approve', label: label('approve') }]
      : [{ action: 'hide', label: label('hide') }];

function Words({ words, moderation }: { words: ModerationWord[]; moderation: Moderation }) {
  const { t } = useTranslation();
  const label = (action: ShowAction) => t(`engage.moderation.actions.${action}`);
  const item = (word: ModerationWord) => (
    <li key={`${word.userId}:${word.word}`}>
      <WordItem item={word}>
        <ActionButtons
          buttons={showButtons(word.status, label)}
          name={t('engage.moderation.wordOf', { word: word.typed })}
          onAct={(action) => moderation.moveWord({ word, action }, false)}
        />
      </WordItem>
    </li>
  );
  const of = (status: ModerationWord['status']) => words.filter((word) => word.status === status);
  return (
    <>
      <Group heading={t('engage.detail.groups.heldWords')} count={of('held').length}>
        {of('held').map(item)}
      </Group>
      <Group heading={t('engage.detail.groups.shownWords')} count={of('shown').length}>
        {of('shown').map(item)}
      </Group>
      <Group heading={t('engage.detail.groups.hidden')} count={of('hidden').length}>
        {of('hidden').map(item)}
      </Group>
    </>
  );
}

function Photos({ photos, moderation }: { photos: ModerationPhoto[]; moderation: Moderation }) {
  const { t } = useTranslation();
  const label = (action: ShowAction) => t(`engage.moderation.actions.${action}`);
  const item = (photo: ModerationPhoto) => (
    <li key={photo.id}>
      <PhotoItem item={photo}>
        <ActionButtons
          buttons={showButtons(photo.status, label)}
          name={t('engage.moderation.photoOf', { name: photo.name })}
          onAct={(action) => moderation.movePhoto({ photo, action }, false)}
        />
      </PhotoItem>
    </li>
  );
  const of = (status: ModerationPhoto['status']) =>
    photos.filter((photo) => photo.status === status);
  return (
    <>
      <Group heading={t('engage.detail.groups.pendingPhotos')} count={of('pending').length}>
        {of('pending').map(item)}
      </Group>
      <Group heading={t('engage.detail.groups.wallPhotos')} count={of('approved').length}>
        {of('approved').map(item)}
      </Group>
      <Group heading={t('engage.detail.groups.hidden')} count={of('hidden').length}>
        {of('hidden').map(item)}
      </Group>
    </>
  );
}
