// The quiz (/fun-quiz): saved play graded by the server, or practice play graded here.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PracticeQuestion, QuizResult, QuizStep } from '../../../common/api';
import { QUESTIONS_PER_QUIZ, QUIZ_SECONDS_PER_QUESTION } from '../../../common/quiz';
import { ApiError } from '../../lib/api';
import { useMe } from '../auth/use-auth';
import { fetchAttempt, fetchPractice, sendAnswer, startQuiz, type SavedPool } from './quiz-api';
import { resolveQuizMode } from './quiz-mode';
import { QuestionCard, type ShownQuestion } from './question-card';

export function QuizPage() {
  const location = useLocation();
  const { t } = useTranslation();
  const mode = resolveQuizMode(location.state, location.search);
  return (
    <div className="page quiz">
      <h1 className="quiz-title">
        {mode.kind === 'saved' ? t(`quiz.titles.${mode.pool}`) : t('quiz.funQuiz')}
      </h1>
      {mode.kind === 'saved' ? <SavedQuiz pool={mode.pool} /> : <PracticeQuiz />}
    </div>
  );
}

function Finished({ score, timeTakenSec }: { score: number; timeTakenSec: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="card quiz-result" role="status">
      <h2>{t('quiz.finishedTitle')}</h2>
      <p className="quiz-score">{t('quiz.score', { score, total: QUESTIONS_PER_QUIZ })}</p>
      {timeTakenSec !== null && <p>{t('quiz.timeTaken', { count: timeTakenSec })}</p>}
    </div>
  );
}

function PastAttempt({ attempt }: { attempt: QuizResult }) {
  const { t } = useTranslation();
  if (attempt.status !== 'completed') {
    return (
      <div className="card quiz-result" role="alert">
        <p className="quiz-disqualified">{t('quiz.disqualified')}</p>
      </div>
    );
  }
  return (
    <>
      <p className="quiz-played">{t('quiz.alreadyPlayed')}</p>
      <Finished score={attempt.score} timeTakenSec={attempt.timeTakenSec} />
    </>
  );
}

function SavedQuiz({ pool }: { pool: SavedPool }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const previous = useQuery({
    queryKey: ['attempt', pool],
    queryFn: () => fetchAttempt(pool),
    retry: 1,
    staleTime: 0,
  });
  const [step, setStep] = useState<QuizStep | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function handleStart() {
    setBusy(true);
    setAlert(null);
    try {
      setStep(await startQuiz(pool));
    } catch (error) {
      const known = error instanceof ApiError && error.status > 0 && error.status < 500;
      setAlert(known ? error.message : t('quiz.startFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function handleAnswer(questionId: number, selected: string | null) {
    setBusy(true);
    try {
      setStep(await sendAnswer(pool, questionId, selected));
    } catch (error) {
      // The attempt stays on the server; say what happened rather than pretend.
      setAlert(error instanceof ApiError && error.message ? error.message : t('quiz.startFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (step && 'result' in step)
    return <Finished score={step.result.score} timeTakenSec={step.result.timeTakenSec} />;
  if (step && 'question' in step) {
    const question: ShownQuestion = step.question;
    return (
      <>
        {alert && (
          <p className="alert" role="alert">
            {alert}
          </p>
        )}
        <QuestionCard
          key={question.id}
          question={question}
          busy={busy}
          onSubmit={(selected) => void handleAnswer(question.id, selected)}
        />
      </>
    );
  }
  if (previous.isPending) return <p role="status">{t('common.loading')}</p>;
  // A failed read of the previous play is only logged (spec §8); the server still refuses a replay.
  if (previous.data?.attempt) return <PastAttempt attempt={previous.data.attempt} />;

  return (
    <div className="card quiz-disclaimer">
      <ul className="disclaimer-list">
        {t('quiz.disclaimers', { returnObjects: true }).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {alert && (
        <p className="alert" role="alert">
          {alert}
        </p>
      )}
      <button
        type="button"
        className="button button-primary button-large"
        disabled={!me || busy}
        onClick={() => void handleStart()}
      >
        {t('quiz.start')}
      </button>
      {!me && <p className="field-error">{t('quiz.pleaseLogin')}</p>}
    </div>
  );
}

function PracticeQuiz() {
  const { t } = useTranslation();
  const questions = useQuery({
    queryKey: ['practice'],
    queryFn: fetchPractice,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(string | null)[]>([]);
  const [startedAt] = useState(() => Date.now());
  const [finishedAt, setFinishedAt] = useState<number | null>(null);

  if (questions.isPending) return <p role="status">{t('common.loading')}</p>;
  if (!questions.data)
    return (
      <p className="alert" role="alert">
        {t('quiz.startFailed')}
      </p>
    );
  const list: PracticeQuestion[] = questions.data;

  if (finishedAt !== null) {
    const score = list.filter((question, i) => answers[i] === question.answer).length;
    return (
      <>
        <Finished score={score} timeTakenSec={Math.round((finishedAt - startedAt) / 1000)} />
        <button
          type="button"
          className="button button-primary button-large"
          onClick={() => window.location.reload()}
        >
          {t('quiz.playAgain')}
        </button>
      </>
    );
  }

  const current = list[index]!;
  const shown: ShownQuestion = {
    ...current,
    index,
    total: list.length,
    secondsLeft: QUIZ_SECONDS_PER_QUESTION,
  };
  return (
    <QuestionCard
      key={current.id}
      question={shown}
      busy={false}
      onSubmit={(selected) => {
        setAnswers((previous) => [...previous, selected]);
        if (index + 1 < list.length) setIndex(index + 1);
        else setFinishedAt(Date.now());
      }}
    />
  );
}
