// One question on screen: its image if it has one, the options, a visible countdown, and Submit and
// Next (Finish on the last). The seconds start once the question is on screen, its image loaded.
// The countdown stays at the top and the button at the bottom of the screen while a long question
// scrolls between them; a question that runs out says so in the button's place.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown';
import { Button } from '../../components/button';
import { QuizTimer } from './quiz-timer';

/** The seconds left at which the time is read out to a screen reader. */
const ANNOUNCE_AT = [10, 5];

export type ShownQuestion = {
  id: number;
  index: number;
  total: number;
  question: string;
  options: string[];
  /** Where its image is read; null without one. */
  image: string | null;
  /** The question's seconds. */
  seconds: number;
  secondsLeft: number;
};

type Props = {
  question: ShownQuestion;
  busy: boolean;
  onSubmit: (selected: string | null) => void;
  /** Called once, when the question is on screen with its image loaded (or failed to load). */
  onShown?: () => void;
  /** Above the button: how a saved answer's sending is going. */
  notice?: ReactNode;
  /** Takes the submit button's place once the answer is out of the player's hands (Try again). */
  action?: ReactNode;
};

export function QuestionCard({ question, busy, onSubmit, onShown, notice, action }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  /** The player sent an answer: running out after that is not "Time's up". */
  const [answered, setAnswered] = useState(false);
  const timer = useCountdown();
  const submitted = useRef(false);
  const name = useId();
  const isLast = question.index === question.total - 1;

  const [onScreen, setOnScreen] = useState(question.image === null);
  const told = useRef(false);

  const { start } = timer;
  useEffect(() => {
    if (!onScreen) return;
    start(question.secondsLeft);
    if (!told.current) {
      told.current = true;
      onShown?.();
    }
    // onShown is told once per question, whatever its identity between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onScreen, question.id, question.secondsLeft, start]);

  function submit(answer: string | null) {
    // Each question advances once: by the button or by the clock, never both.
    if (submitted.current) return;
    submitted.current = true;
    onSubmit(answer);
  }

  useEffect(() => {
    if (timer.started && timer.secondsLeft === 0) submit(null);
  });

  const timeLeft = onScreen && timer.secondsLeft > 0;
  const timeUp = timer.started && timer.secondsLeft === 0 && !answered;
  const shownSeconds = onScreen ? timer.secondsLeft : question.seconds;
  return (
    <form
      className="card quiz-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected === null || !timeLeft) return;
        setAnswered(true);
        submit(selected);
      }}
    >
      <div className="quiz-meta">
        <span className="quiz-progress">
          {t('quiz.progress', { current: question.index + 1, total: question.total })}
        </span>
        <QuizTimer seconds={question.seconds} secondsLeft={shownSeconds} />
      </div>
      {/* The visible timer ticks silently; a screen reader hears the time at 10 and at 5 seconds. */}
      <p className="visually-hidden" aria-live="polite">
        {ANNOUNCE_AT.includes(timer.secondsLeft)
          ? t('quiz.secondsLeft', { count: timer.secondsLeft })
          : ''}
      </p>
      {question.image && (
        <figure className="quiz-image">
          <img
            src={question.image}
            alt={t('quiz.imageAlt', { number: question.index + 1 })}
            onLoad={() => setOnScreen(true)}
            onError={() => setOnScreen(true)}
          />
          {!onScreen && (
            <figcaption role="status" className="quiz-image-loading">
              {t('quiz.imageLoading')}
            </figcaption>
          )}
        </figure>
      )}
      <fieldset className="quiz-options">
        <legend className="quiz-question">{question.question}</legend>
        {question.options.map((option) => (
          <label
            key={option}
            className={selected === option ? 'quiz-option is-selected' : 'quiz-option'}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={selected === option}
              onChange={() => setSelected(option)}
              disabled={!timeLeft || busy}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      <div className="quiz-actions">
        {notice}
        {timeUp && (
          <p className="quiz-time-up" role="alert">
            {t('quiz.timeUp')}
          </p>
        )}
        {action ??
          (!timeUp && (
            <Button
              type="submit"
              look="primary"
              large
              disabled={selected === null || !timeLeft || busy}
            >
              {isLast ? t('quiz.finish') : t('quiz.submitNext')}
            </Button>
          ))}
      </div>
    </form>
  );
}
