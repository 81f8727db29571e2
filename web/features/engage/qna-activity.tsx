// Questions to the stage on a phone: a question to send (not named to the hall, when allowed), the
// hall's questions (pinned first, then by votes) to upvote, and the person's own with their status.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUESTION_CHARS,
  type HallQuestion,
  type LiveActivity,
  type MySends,
} from '../../../common/engage';
import { Button } from '../../components/button';
import { useTeams } from '../../lib/teams';
import { useDeleteQuestion, useSendQuestion, useUpvote } from './engage-api';
import { currentQuestion, sendsLeft } from './engage-view';
import { SendFailure } from './send-failure';

type Props = { activity: LiveActivity; mine: MySends };

export function QnaActivity({ activity, mine }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteQuestion();
  const upvote = useUpvote();
  const own = new Set(mine.questions.map((question) => question.id));
  const hall = activity.qna?.questions ?? [];
  return (
    <section className="engage-card">
      <QuestionForm activity={activity} sent={mine.questions.length} />
      <div className="engage-results">
        <h2>{t('engagePlay.qna.hall')}</h2>
        {hall.length === 0 ? (
          <p className="engage-facts">{t('engagePlay.qna.empty')}</p>
        ) : (
          <ol className="engage-list">
            {hall.map((question) => (
              <HallItem
                key={question.id}
                question={question}
                own={own.has(question.id)}
                upvoted={mine.upvoted.includes(question.id)}
                busy={upvote.isPending}
                onUpvote={(up) => upvote.mutate({ questionId: question.id, up })}
              />
            ))}
          </ol>
        )}
        <SendFailure error={upvote.error} />
      </div>
      {mine.questions.length > 0 && (
        <div className="engage-mine">
          <h2>{t('engagePlay.qna.yours')}</h2>
          <ul className="engage-list">
            {mine.questions.map((question) => (
              <li key={question.id} className="engage-item">
                <span className="engage-item-main">
                  <span className="engage-item-text" id={`mine-${question.id}`}>
                    {question.text}
                  </span>
                  <span className="engage-status">
                    {t(`engagePlay.qna.status.${currentQuestion(question, activity.qna)}`)}
                  </span>
                </span>
                <Button
                  look="secondary"
                  aria-label={t('engagePlay.qna.deleteQuestion')}
                  aria-describedby={`mine-${question.id}`}
                  aria-disabled={remove.isPending}
                  onClick={() => !remove.isPending && remove.mutate(question.id)}
                >
                  {t('engagePlay.qna.delete')}
                </Button>
              </li>
            ))}
          </ul>
          <SendFailure error={remove.error} />
        </div>
      )}
    </section>
  );
}

function QuestionForm({ activity, sent }: { activity: LiveActivity; sent: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const send = useSendQuestion(activity.id);
  const left = sendsLeft(activity, sent);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' || left === 0 || send.isPending) return;
    send.mutate(
      { text, anonymous: activity.anonymous && anonymous },
      {
        onSuccess: () => {
          setText('');
          setJustSent(true);
        },
      },
    );
  }

  return (
    <form className="engage-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-text`} className="field-label">
          {t('engagePlay.qna.question')}
        </label>
        <textarea
          id={`${id}-text`}
          className="engage-textarea"
          value={text}
          maxLength={QUESTION_CHARS}
          rows={3}
          disabled={left === 0}
          aria-describedby={`${id}-count ${id}-left`}
          onChange={(event) => {
            setText(event.target.value);
            setJustSent(false);
          }}
        />
        <p id={`${id}-count`} className="field-hint engage-counter">
          {t('engagePlay.qna.counter', { count: text.length, max: QUESTION_CHARS })}
        </p>
        <p id={`${id}-left`} className="field-hint">
          {left > 0 ? t('engagePlay.qna.left', { count: left }) : t('engagePlay.qna.allSent')}
        </p>
      </div>
      {activity.anonymous && (
        <label className="engage-check">
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
          <span>{t('engagePlay.qna.anonymous')}</span>
        </label>
      )}
      <Button
        look="primary"
        large
        type="submit"
        aria-disabled={left === 0 || text.trim() === '' || send.isPending}
      >
        {t('engagePlay.qna.send')}
      </Button>
      <p className="engage-done" role="status">
        {justSent ? t('engagePlay.qna.sent') : ''}
      </p>
      <SendFailure error={send.error} />
    </form>
  );
}

function HallItem({
  question,
  own,
  upvoted,
  busy,
  onUpvote,
}: {
  question: HallQuestion;
  own: boolean;
  upvoted: boolean;
  busy: boolean;
  onUpvote: (up: boolean) => void;
}) {
  const { t } = useTranslation();
  const { label } = useTeams();
  const textId = `hall-${question.id}`;
  return (
    <li className={question.pinned ? 'engage-question is-pinned' : 'engage-question'}>
      <div className="engage-question-body">
        {(question.pinned || question.status === 'answered') && (
          <p className="engage-tags">
            {question.pinned && <span className="engage-badge">{t('engagePlay.qna.pinned')}</span>}
            {question.status === 'answered' && (
              <span className="engage-badge is-answered">{t('engagePlay.qna.answered')}</span>
            )}
          </p>
        )}
        <p className="engage-item-text" id={textId}>
          {question.text}
        </p>
        <p className="engage-facts">
          {/* Not named, not placed in a team either: a team can be small. */}
          {question.name === null
            ? t('engagePlay.qna.anonymousName')
            : `${question.name} · ${label(question.team)}`}
        </p>
      </div>
      <div className="engage-votes">
        {!own && (
          <button
            type="button"
            className="engage-upvote"
            aria-pressed={upvoted}
            aria-describedby={textId}
            aria-disabled={busy}
            onClick={() => !busy && onUpvote(!upvoted)}
          >
            <span aria-hidden="true">▲</span> {t('engagePlay.qna.upvote')}
          </button>
        )}
        <span className="engage-vote-count">
          {t('engagePlay.qna.votes', { count: question.votes })}
        </span>
      </div>
    </li>
  );
}
