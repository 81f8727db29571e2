// The end of a quiz: the score and time, or what a previous saved play left behind.
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '../../../common/api';
import { QUESTIONS_PER_QUIZ } from '../../../common/quiz';

export function Finished({ score, timeTakenSec }: { score: number; timeTakenSec: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="card quiz-result" role="status">
      <h2>{t('quiz.finishedTitle')}</h2>
      <p className="quiz-score">{t('quiz.score', { score, total: QUESTIONS_PER_QUIZ })}</p>
      {timeTakenSec !== null && <p>{t('quiz.timeTaken', { count: timeTakenSec })}</p>}
    </div>
  );
}

export function PastAttempt({ attempt }: { attempt: QuizResult }) {
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
