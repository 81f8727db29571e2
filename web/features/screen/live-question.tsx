// A live game's question on a venue screen: which of how many, its image, its options with the
// marks the phones show, and the time left by the server's clock; then its reveal: the right option
// marked, how many chose each, the explanation, and the teams' game points beside them.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGameQuestion, LiveGameState } from '../../../common/live-game';
import { AnswerMark, answerMark } from '../../components/answer-marks';
import { LiveTeamBars } from './live-team-bars';
import { useServerNow } from './server-clock';
import { TEXT_FLOOR_VH } from './standings-size';
import { useFitText } from './use-fit-text';

/** How far the server's clock is from the screen's, and when the screen's clock read it. */
export type ServerClock = { offsetMs: number; readAt: number };

type Props = {
  state: LiveGameState;
  question: LiveGameQuestion;
  /** The teams' game points as the screen shows them now (they move a moment after a reveal). */
  teams: LiveGameState['teams'];
  labelOf: (key: string) => string;
  clock: ServerClock;
};

/**
 * The question and its options start large and shrink to fit a long text, down to these (the
 * screen's floor for anything is TEXT_FLOOR_VH); a short text never shrinks.
 */
const QUESTION_FLOOR_VH = 2.8;
const OPTION_FLOOR_VH = 2.4;

const overflows = (element: HTMLElement) =>
  element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;

/** Text that shrinks within its box, never under the screen's floor for what it is. */
function FittedText({
  text,
  largest,
  smallest,
  className,
  as: Tag = 'span',
  id,
}: {
  text: string;
  largest: number;
  smallest: number;
  className: string;
  as?: 'span' | 'p' | 'h2';
  id?: string;
}) {
  const ref = useFitText<HTMLElement>(text, { largest, smallest }, overflows);
  return (
    <Tag ref={ref as never} id={id} className={className}>
      {text}
    </Tag>
  );
}

export function LiveQuestion({ state, question, teams, labelOf, clock }: Props) {
  const { t } = useTranslation();
  const reveal = state.phase === 'reveal' ? state.reveal : null;
  const options = question.options.length;
  // Two rows at most while the question runs (three across for five or six); two across beside
  // the teams at the reveal.
  const columns = reveal ? 2 : options > 4 ? 3 : 2;
  const most = reveal ? Math.max(1, ...reveal.counts) : 1;

  return (
    <section
      className={`screen-takeover screen-live screen-live-play ${reveal ? 'screen-live-reveal' : 'screen-live-asking'}`}
      aria-labelledby="live-question"
    >
      <header className="screen-live-top">
        <p className="screen-live-number">
          {t('screen.liveQuestionOf', { number: question.index + 1, total: state.questionCount })}
        </p>
        {reveal ? (
          reveal.answer === null && <p className="screen-live-voided">{t('screen.liveVoided')}</p>
        ) : (
          <LiveCountdown question={question} clock={clock} />
        )}
      </header>
      <div className="screen-live-body">
        <div className="screen-live-main">
          <FittedText
            as="h2"
            id="live-question"
            className={
              reveal || question.image
                ? 'screen-live-text'
                : 'screen-live-text screen-live-text-alone'
            }
            text={question.text}
            largest={reveal ? 4.6 : 6}
            smallest={QUESTION_FLOOR_VH}
          />
          {!reveal && question.image && (
            <img className="screen-live-image" src={question.image} alt="" />
          )}
          <ol
            className="screen-live-options"
            aria-label={t('screen.liveOptions')}
            style={{ '--live-columns': columns } as CSSProperties}
          >
            {question.options.map((option, place) => {
              const mark = answerMark(place);
              const right = reveal !== null && reveal.answer === place;
              const count = reveal?.counts[place] ?? 0;
              const look =
                !reveal || right ? 'screen-live-option-marked' : 'screen-live-option-other';
              return (
                <li
                  key={place}
                  className={`screen-live-option ${look}`}
                  style={{ '--mark': mark.colour, '--mark-ink': mark.ink } as CSSProperties}
                >
                  <AnswerMark place={place} className="screen-live-mark" />
                  <span className="screen-live-option-body">
                    <FittedText
                      className="screen-live-option-text"
                      text={option}
                      largest={reveal ? 3.6 : 4.4}
                      smallest={OPTION_FLOOR_VH}
                    />
                    {reveal && (
                      <span className="screen-live-count">
                        <span className="screen-live-count-bar" aria-hidden="true">
                          <span style={{ width: `${(count / most) * 100}%` }} />
                        </span>
                        {t('screen.liveChose', { count })}
                      </span>
                    )}
                  </span>
                  {right && (
                    <span className="screen-live-right">
                      <CheckMark />
                      <span className="visually-hidden">{t('screen.liveRightAnswer')}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {reveal?.explanation && (
            <div className="screen-live-explanation">
              <h3>{t('screen.liveExplanation')}</h3>
              <FittedText
                as="p"
                className="screen-live-explanation-text"
                text={reveal.explanation}
                largest={3.4}
                smallest={TEXT_FLOOR_VH}
              />
            </div>
          )}
        </div>
        {reveal && <LiveTeamBars teams={teams} labelOf={labelOf} />}
      </div>
    </section>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="m4 12.5 5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3.2" />
    </svg>
  );
}

/**
 * The time left by the server's clock (the deadline less the server's time at the push and the
 * time since), ticking a few times a second so each second turns when it should; frozen while the
 * game is paused, and "Time's up" at zero.
 */
function LiveCountdown({ question, clock }: { question: LiveGameQuestion; clock: ServerClock }) {
  const { t } = useTranslation();
  const now = useServerNow(clock.offsetMs, clock.readAt, 200);
  const paused = question.deadline === null;
  const leftMs = Math.max(
    0,
    paused ? (question.pausedLeftMs ?? 0) : (question.deadline ?? now) - now,
  );
  const share = Math.min(1, leftMs / (question.seconds * 1000));
  return (
    <div className={paused ? 'screen-live-clock screen-live-clock-paused' : 'screen-live-clock'}>
      <span className="screen-live-time-bar" aria-hidden="true">
        <span style={{ width: `${share * 100}%` }} />
      </span>
      {leftMs > 0 ? (
        <p className="screen-live-seconds" role="timer" aria-live="off">
          <span className="visually-hidden">{t('screen.liveSecondsLeft')}: </span>
          {Math.ceil(leftMs / 1000)}
        </p>
      ) : (
        <p className="screen-live-times-up" role="timer" aria-live="off">
          {t('screen.liveTimesUp')}
        </p>
      )}
      {paused && leftMs > 0 && <p className="screen-live-paused">{t('screen.livePaused')}</p>}
    </div>
  );
}
