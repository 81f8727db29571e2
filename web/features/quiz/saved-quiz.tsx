// Saved play of a contest: the disclaimer, Start, one question at a time from the server (its
// seconds counted from when it is on screen), the result. From Start to the result the quiz has the
// screen to itself.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizStep } from '../../../common/api';
import { ApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useMe } from '../auth/use-auth';
import { ConnectionNotice, TryAgainButton } from './connection-status';
import { LeaveQuizGuard } from './leave-quiz-guard';
import { QuestionCard } from './question-card';
import { QuizFormat } from './quiz-format';
import {
  markShown,
  quizQueries,
  sendAnswer,
  useAnswerQuestion,
  useStartQuiz,
  type Answer,
} from './quiz-api';
import { Finished, PastAttempt } from './quiz-result';
import { answerDeadline, useAnswerDelivery } from './use-answer-delivery';
import { Button } from '../../components/button';
import { usePlayScreen } from './use-play-screen';
import { useTimeUpPause } from './time-up-pause';

export function SavedQuiz({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const previous = useQuery(quizQueries.attempt(quizId));
  const [step, setStep] = useState<QuizStep | null>(null);
  /** When the server stops waiting for the question on screen: its time plus the grace. */
  const [deadline, setDeadline] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const delivery = useAnswerDelivery();
  const timeUp = useTimeUpPause();
  const playing = step !== null && 'question' in step;
  usePlayScreen(playing);

  function show(next: QuizStep) {
    setStep(next);
    if ('question' in next) setDeadline(answerDeadline(next.question.secondsLeft));
  }

  const start = useStartQuiz(quizId, {
    onMutate: () => setAlert(null),
    onSuccess: show,
    onError: (error) => {
      const known = error instanceof ApiError && error.status > 0 && error.status < 500;
      setAlert(known ? apiErrorMessage(error, t, t('quiz.startFailed')) : t('quiz.startFailed'));
    },
  });
  const deliver = ({ questionId, selected }: Answer) =>
    delivery.send((signal) => sendAnswer(quizId, questionId, selected, signal), deadline);
  const answer = useAnswerQuestion(deliver, {
    onSuccess: (next) => timeUp.after(() => show(next)),
    onError: async (error) => {
      // The player left the quiz while the answer was still on its way.
      if (error.name === 'AbortError') return;
      // The server refused the answer: its record of the attempt is what stands.
      setAlert(apiErrorMessage(error, t, t('quiz.startFailed')));
      await previous.refetch();
      setStep(null);
    },
  });
  const busy = start.isPending || answer.isPending;

  /**
   * The question is on screen: the server counts its seconds from now (within its bound), and its
   * reply sets the clock here to the server's. A lost signal leaves the seconds counted from when
   * the question was sent, as the server then counts them.
   */
  function tellShown(questionId: number) {
    markShown(quizId, questionId)
      .then((next) => {
        setStep((current) =>
          current && 'question' in current && current.question.id === questionId ? next : current,
        );
        if ('question' in next && next.question.id === questionId)
          setDeadline(answerDeadline(next.question.secondsLeft));
      })
      .catch(() => {});
  }

  const alertLine = alert && (
    <p className="alert" role="alert">
      {alert}
    </p>
  );

  function screen() {
    if (step && 'result' in step)
      return (
        <Finished
          score={step.result.score}
          total={step.result.total}
          timeTakenSec={step.result.timeTakenSec}
          standing={step.result.standing}
        />
      );
    if (step && 'question' in step) {
      const { question } = step;
      return (
        <QuestionCard
          key={question.id}
          question={question}
          busy={busy}
          onSubmit={(selected) => {
            // Only the clock sends no option: "Time's up" stays a moment before what comes next.
            if (selected === null) timeUp.begin();
            answer.mutate({ questionId: question.id, selected });
          }}
          onShown={() => tellShown(question.id)}
          notice={<ConnectionNotice trouble={delivery.trouble} />}
          action={
            delivery.trouble === 'stalled' ? (
              <TryAgainButton onRetry={delivery.retryNow} />
            ) : undefined
          }
        />
      );
    }
    if (previous.isPending) return <p role="status">{t('common.loading')}</p>;
    // A failed read of the previous play is only logged; the server still refuses a replay.
    if (previous.data?.attempt)
      return (
        <>
          {alertLine}
          <PastAttempt attempt={previous.data.attempt} />
        </>
      );
    return (
      <div className="card quiz-disclaimer">
        <QuizFormat quizId={quizId} />
        <ul className="disclaimer-list">
          {t('quiz.disclaimers', { returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {alertLine}
        <Button look="primary" large disabled={!me || busy} onClick={() => start.mutate()}>
          {t('quiz.start')}
        </Button>
        {!me && <p className="field-error">{t('quiz.pleaseLogin')}</p>}
      </div>
    );
  }

  return (
    <>
      <LeaveQuizGuard active={playing} />
      {screen()}
    </>
  );
}
