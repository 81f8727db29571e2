// The quiz (/fun-quiz): saved play graded by the server, or practice play graded here.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PracticeQuestion } from '../../../common/api';
import { QUIZ_SECONDS_PER_QUESTION } from '../../../common/quiz';
import { QueryBoundary } from '../../components/query-boundary';
import { QuestionCard, type ShownQuestion } from './question-card';
import { quizQueries } from './quiz-api';
import { resolveQuizMode } from './quiz-mode';
import { Finished } from './quiz-result';
import { SavedQuiz } from './saved-quiz';
import './quiz.css';

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

function PracticeQuiz() {
  const { t } = useTranslation();
  const questions = useQuery(quizQueries.practice());
  return (
    <QueryBoundary query={questions} failure={t('quiz.startFailed')}>
      {(list) => <PracticePlay questions={list} />}
    </QueryBoundary>
  );
}

/** Practice play, graded here: the questions one at a time, then the score and the time taken. */
function PracticePlay({ questions }: { questions: PracticeQuestion[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(string | null)[]>([]);
  const [startedAt] = useState(() => Date.now());
  const [finishedAt, setFinishedAt] = useState<number | null>(null);

  if (finishedAt !== null) {
    const score = questions.filter((question, i) => answers[i] === question.answer).length;
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

  const current = questions[index]!;
  const shown: ShownQuestion = {
    ...current,
    index,
    total: questions.length,
    secondsLeft: QUIZ_SECONDS_PER_QUESTION,
  };
  return (
    <QuestionCard
      key={current.id}
      question={shown}
      busy={false}
      onSubmit={(selected) => {
        setAnswers((previous) => [...previous, selected]);
        if (index + 1 < questions.length) setIndex(index + 1);
        else setFinishedAt(Date.now());
      }}
    />
  );
}
