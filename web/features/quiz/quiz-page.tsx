// The quiz (/fun-quiz): saved play graded by the server, or practice play graded here (an
// organiser's preview of a quiz too). While its questions are on, it has the screen to itself.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PracticeQuestion, QuizList } from '../../../common/api';
import { QueryBoundary } from '../../components/query-boundary';
import { QuestionCard, type ShownQuestion } from './question-card';
import { quizQueries } from './quiz-api';
import { resolveQuizMode, type QuizMode } from './quiz-mode';
import { quizTitle } from '../../lib/quiz-title';
import { Finished } from './quiz-result';
import { SavedQuiz } from './saved-quiz';
import { Button } from '../../components/button';
import { usePlayScreen } from './use-play-screen';
import { useTimeUpPause } from './time-up-pause';
import './quiz.css';

export function QuizPage() {
  const location = useLocation();
  const mode = resolveQuizMode(location.state, location.search);
  const quizzes = useQuery(quizQueries.quizzes());
  return (
    <div className="page quiz">
      {mode.kind === 'preview' ? (
        <PreviewQuiz quizId={mode.quizId} />
      ) : (
        <QuizTitle mode={mode} list={quizzes.data} />
      )}
      {mode.kind === 'preview' ? null : mode.kind === 'saved' ? (
        <SavedQuiz quizId={mode.quizId} />
      ) : (
        <QueryBoundary query={quizzes}>
          {(list) => <PracticeQuiz quizId={practiceQuizId(mode.quizId, list)} list={list} />}
        </QueryBoundary>
      )}
    </div>
  );
}

/** The practice quiz asked for if it is open, else the first one open (the spec's Fun Quiz). */
function practiceQuizId(requested: string | null, list: QuizList): string | null {
  const practice = list.open.filter((quiz) => quiz.kind === 'practice');
  return (practice.find((quiz) => quiz.id === requested) ?? practice[0])?.id ?? null;
}

function QuizTitle({
  mode,
  list,
}: {
  mode: Exclude<QuizMode, { kind: 'preview' }>;
  list: QuizList | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = mode.kind === 'saved' ? mode.quizId : list && practiceQuizId(mode.quizId, list);
  const quiz = list?.open.find((open) => open.id === id);
  const fallback = mode.kind === 'saved' ? t('quiz.contestTitle') : t('quiz.funQuiz');
  return <h1 className="quiz-title">{quiz ? quizTitle(quiz.title, i18n.language) : fallback}</h1>;
}

function PracticeQuiz({ quizId, list }: { quizId: string | null; list: QuizList }) {
  const { t } = useTranslation();
  const questions = useQuery({ ...quizQueries.practice(quizId ?? ''), enabled: quizId !== null });
  if (quizId === null) return <p className="empty-state">{t('quiz.noneAvailable')}</p>;
  const seconds = list.open.find((quiz) => quiz.id === quizId)!.secondsPerQuestion;
  return (
    <QueryBoundary query={questions} failure={t('quiz.startFailed')}>
      {(questionList) => <PracticePlay questions={questionList} seconds={seconds} />}
    </QueryBoundary>
  );
}

/** An organiser plays any quiz as its players would, graded here; nothing is recorded. */
function PreviewQuiz({ quizId }: { quizId: string }) {
  const { t, i18n } = useTranslation();
  const preview = useQuery(quizQueries.preview(quizId));
  return (
    <QueryBoundary query={preview}>
      {({ quiz, questions }) => (
        <>
          <h1 className="quiz-title">{quizTitle(quiz.title, i18n.language)}</h1>
          <p className="quiz-preview-note" role="note">
            {t('quiz.previewNote')}
          </p>
          {questions.length === 0 ? (
            <p className="empty-state">{t('quiz.previewEmpty')}</p>
          ) : (
            <PracticePlay questions={questions} seconds={quiz.secondsPerQuestion} />
          )}
        </>
      )}
    </QueryBoundary>
  );
}

/** Practice play, graded here: the questions one at a time, then the score and the time taken. */
function PracticePlay({ questions, seconds }: { questions: PracticeQuestion[]; seconds: number }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(string | null)[]>([]);
  const [startedAt] = useState(() => Date.now());
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  const timeUp = useTimeUpPause();
  usePlayScreen(finishedAt === null);

  if (finishedAt !== null) {
    const score = questions.filter((question, i) => answers[i] === question.answer).length;
    return (
      <>
        <Finished
          score={score}
          total={questions.length}
          timeTakenSec={Math.round((finishedAt - startedAt) / 1000)}
        />
        <Button look="primary" large onClick={() => window.location.reload()}>
          {t('quiz.playAgain')}
        </Button>
      </>
    );
  }

  const current = questions[index]!;
  const shown: ShownQuestion = {
    ...current,
    index,
    total: questions.length,
    seconds,
    secondsLeft: seconds,
  };
  return (
    <QuestionCard
      key={current.id}
      question={shown}
      busy={false}
      onSubmit={(selected) => {
        setAnswers((previous) => [...previous, selected]);
        // Only the clock sends no option: "Time's up" stays a moment before what comes next.
        if (selected === null) timeUp.begin();
        const finished = Date.now();
        timeUp.after(() => {
          if (index + 1 < questions.length) setIndex(index + 1);
          else setFinishedAt(finished);
        });
      }}
    />
  );
}
