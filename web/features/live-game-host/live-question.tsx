// The question on the big screens, as the host sees it: its text, the time left by the server's
// clock (or paused, or up), the right option marked (the host sees it before the hall does), and
// the answers arriving per option as bars with their counts; at the reveal, its explanation and
// when a game that runs by itself moves on.
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { AnswerMark, answerMarkColours } from '../../components/answer-marks';
import { formatCount } from '../../lib/format-count';
import type { AdminLiveGame } from './live-game-host-api';
import { useSecondsUntil } from './use-server-clock';

type Props = { host: AdminLiveGame; receivedAt: number };

export function LiveQuestion({ host, receivedAt }: Props) {
  const { t } = useTranslation();
  const { game } = host;
  const question = game.question;
  if (!question) return null;
  const revealed = game.reveal !== null;
  const answer = game.reveal ? game.reveal.answer : host.answer;
  const counts = game.reveal?.counts ?? host.counts;
  const inAll = counts.reduce((sum, count) => sum + count, 0);
  const most = Math.max(1, ...counts);
  const headingId = `live-host-question-${question.index}`;
  return (
    <section className="admin-card live-host-wide live-host-question" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('liveGame.question.heading', {
          number: question.index + 1,
          count: game.questionCount,
        })}
      </h3>
      <p className="live-host-question-text">{question.text}</p>
      {revealed ? (
        <RevealTime host={host} receivedAt={receivedAt} />
      ) : (
        <QuestionTime host={host} receivedAt={receivedAt} />
      )}
      <p className="live-host-answered">
        {t('liveGame.question.answered', {
          answered: formatCount(host.answered),
          joined: formatCount(game.joinedTotal),
        })}
      </p>
      <ol className="live-host-options" aria-label={t('liveGame.question.options')}>
        {question.options.map((option, place) => {
          const count = counts[place] ?? 0;
          const right = place === answer;
          const share = inAll === 0 ? 0 : Math.round((count / inAll) * 100);
          return (
            <li key={place} className={right ? 'live-host-option is-right' : 'live-host-option'}>
              <span className="live-host-mark" style={answerMarkColours(place)}>
                <AnswerMark place={place} />
              </span>
              <span className="live-host-option-text">
                {option}
                {right && (
                  <strong className="live-host-right">
                    <span aria-hidden="true">✓ </span>
                    {t('liveGame.question.rightAnswer')}
                  </strong>
                )}
              </span>
              <span className="live-host-count">
                {t('liveGame.question.count', { count, share, shown: formatCount(count) })}
              </span>
              <span
                className="live-host-bar"
                aria-hidden="true"
                style={{ '--share': `${(count / most) * 100}%` } as CSSProperties}
              />
            </li>
          );
        })}
      </ol>
      {answer === null && revealed && <p>{t('liveGame.question.voided')}</p>}
      {game.reveal?.explanation && (
        <p className="live-host-explanation">
          <strong>{t('liveGame.question.explanation')}</strong> {game.reveal.explanation}
        </p>
      )}
    </section>
  );
}

/** While the question runs: the seconds left, the seconds the pause kept, or time up. */
function QuestionTime({ host, receivedAt }: Props) {
  const { t } = useTranslation();
  const { game } = host;
  const question = game.question!;
  const left = useSecondsUntil(question.deadline, game.now, receivedAt);
  let text: string;
  if (question.pausedLeftMs !== null)
    text = t('liveGame.question.paused', { count: Math.ceil(question.pausedLeftMs / 1000) });
  else if (left === null || left > 0) text = t('liveGame.question.left', { count: left ?? 0 });
  else
    text = t(game.advance === 'host' ? 'liveGame.question.timeUpHost' : 'liveGame.question.timeUp');
  return (
    <p className="live-host-time" role="timer">
      {text}
    </p>
  );
}

/** At the reveal of a game that runs by itself: when the next question (or the podium) comes. */
function RevealTime({ host, receivedAt }: Props) {
  const { t } = useTranslation();
  const { game } = host;
  const nextAt = game.reveal?.nextAt ?? null;
  const left = useSecondsUntil(nextAt, game.now, receivedAt);
  if (left === null) return <p className="live-host-time">{t('liveGame.question.revealed')}</p>;
  const last = (game.question?.index ?? 0) >= game.questionCount - 1;
  return (
    <p className="live-host-time" role="timer">
      {t(last ? 'liveGame.question.podiumIn' : 'liveGame.question.nextIn', { count: left })}
    </p>
  );
}
