// One question of the live game on a player's phone, from its start to the next: the question and
// its options as big buttons (shape and colour each), the countdown by the server's clock, the
// answer locked in, then the reveal: right or wrong, the right option, the player's points and
// their team's place, the explanation.
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGameMe, LiveGameState } from '../../../common/live-game';
import { AnswerMark, answerMark } from '../../components/answer-marks';
import { useTeams } from '../../lib/teams';
import { teamPlace } from './follow-game';
import { LiveCountdown, useSecondsLeft } from './live-countdown';
import type { PendingAnswer } from './use-live-answer';

type Props = {
  game: LiveGameState;
  me: LiveGameMe;
  offset: number;
  pending: PendingAnswer | null;
  onAnswer: (option: number) => void;
};

export function LiveRound({ game, me, offset, pending, onAnswer }: Props) {
  const { t } = useTranslation();
  const question = game.question!;
  const reveal = game.phase === 'reveal' ? game.reveal : null;
  const secondsLeft = useSecondsLeft(game.phase === 'question' ? question : null, offset, game.now);
  const paused = game.phase === 'question' && question.deadline === null;
  const open = game.phase === 'question' && !paused && secondsLeft > 0;
  const locked = me.answer;
  const chosen = locked ?? pending?.option ?? null;
  const canTap = open && me.canAnswer && chosen === null;

  // A new question takes the reader to it: a screen reader reads it out, then its options.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [question.index]);

  return (
    <div className="live-round">
      <div className="live-round-meta">
        <span className="live-round-progress">
          {t('quiz.progress', { current: question.index + 1, total: game.questionCount })}
        </span>
        {paused && (
          <p className="live-paused" role="status">
            {t('liveGamePlay.paused')}
          </p>
        )}
        {game.phase === 'question' && (
          <LiveCountdown seconds={question.seconds} secondsLeft={secondsLeft} />
        )}
      </div>
      <h2 className="live-question" ref={heading} tabIndex={-1}>
        {question.text}
      </h2>
      {question.image && (
        <img
          className="live-question-image"
          src={question.image}
          alt={t('quiz.imageAlt', { number: question.index + 1 })}
        />
      )}
      {/* At the reveal, the verdict comes first: it is what the player looks for. */}
      {game.phase === 'reveal' && <RevealSummary game={game} me={me} />}
      <ul className="live-options" aria-label={t('liveGamePlay.options')}>
        {question.options.map((option, index) => {
          const right = reveal !== null && reveal.answer === index;
          const mark = answerMark(index);
          const classes = [
            'live-option',
            chosen === index && 'is-chosen',
            right && 'is-right',
            reveal && !right && 'is-out',
          ];
          return (
            <li key={index}>
              <button
                type="button"
                className={classes.filter(Boolean).join(' ')}
                style={{ '--option': mark.colour, '--option-ink': mark.ink } as CSSProperties}
                aria-pressed={chosen === index}
                // Taken out of play, not out of reach: a reader still finds each option.
                aria-disabled={!canTap}
                onClick={() => canTap && onAnswer(index)}
              >
                <AnswerMark place={index} className="live-shape" />
                <span className="live-option-text">{option}</span>
                {reveal && (
                  <span className="live-option-note">
                    {right && <strong>{t('liveGamePlay.rightAnswer')}</strong>}
                    {chosen === index && <strong>{t('liveGamePlay.yourAnswer')}</strong>}
                    {t('liveGamePlay.chosen', { count: reveal.counts[index] ?? 0 })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {game.phase === 'question' && (
        <QuestionStatus
          paused={paused}
          open={open}
          me={me}
          pending={pending}
          locked={locked !== null}
        />
      )}
    </div>
  );
}

/** Where the player stands on the question up: late, paused, sending, locked in, out of time. */
function QuestionStatus({
  paused,
  open,
  me,
  pending,
  locked,
}: {
  paused: boolean;
  open: boolean;
  me: LiveGameMe;
  pending: PendingAnswer | null;
  locked: boolean;
}) {
  const { t } = useTranslation();
  let text: string | null = null;
  let tone = 'info';
  if (!me.canAnswer) text = t('liveGamePlay.late');
  else if (locked) {
    text = t('liveGamePlay.locked');
    tone = 'good';
  } else if (pending?.state === 'sending') text = t('liveGamePlay.sending');
  else if (pending?.state === 'reconnecting') text = t('liveGamePlay.reconnecting');
  else if (pending?.state === 'not-sent') {
    text = t('liveGamePlay.notSent');
    tone = 'bad';
  } else if (pending?.state === 'closed') {
    text = t('liveGamePlay.closed');
    tone = 'bad';
  } else if (!open && !paused) {
    text = t('liveGamePlay.timeUp');
    tone = 'bad';
  }
  return (
    <p className={`live-status is-${tone}`} role="status">
      {text}
    </p>
  );
}

/** The reveal for this player: right or wrong, the right option, their points, their team's place. */
function RevealSummary({ game, me }: { game: LiveGameState; me: LiveGameMe }) {
  const { t } = useTranslation();
  const teams = useTeams();
  const reveal = game.reveal;
  const question = game.question!;
  const answer = reveal?.answer ?? null;
  let verdict: { text: string; tone: string };
  if (answer === null) verdict = { text: t('liveGamePlay.voided'), tone: 'info' };
  else if (me.answer === null) verdict = { text: t('liveGamePlay.unanswered'), tone: 'info' };
  else if (me.answer === answer) verdict = { text: t('liveGamePlay.right'), tone: 'good' };
  else verdict = { text: t('liveGamePlay.wrong'), tone: 'bad' };
  const place = teamPlace(game, me.team);
  return (
    <div className="live-reveal" role="status">
      <p className={`live-verdict is-${verdict.tone}`}>{verdict.text}</p>
      {answer !== null && (
        <p className="live-answer-was">
          {t('liveGamePlay.answerWas', { answer: question.options[answer] })}
        </p>
      )}
      <p className="live-points">{t('liveGamePlay.points', { count: me.points })}</p>
      {place && me.team && (
        <p className="live-team-place">
          {t('liveGamePlay.teamPlace', {
            team: teams.label(me.team),
            place: place.place,
            count: place.of,
          })}
        </p>
      )}
      {reveal?.explanation && (
        <div className="live-explanation">
          <h3>{t('liveGamePlay.explanation')}</h3>
          <p>{reveal.explanation}</p>
        </div>
      )}
      {question.index + 1 < game.questionCount && (
        <p className="live-next">
          {game.advance === 'auto' ? t('liveGamePlay.nextSoon') : t('liveGamePlay.nextByHost')}
        </p>
      )}
    </div>
  );
}
