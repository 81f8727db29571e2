// The end of a quiz: the score and time, or what a previous saved play left behind.
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '../../../common/api';

type Props = { score: number; total: number; timeTakenSec: number | null };

export function Finished({ score, total, timeTakenSec }: Props) {
  const { t } = useTranslation();
  return (
    <div className="card quiz-result" role="status">
      <h2>{t('quiz.finishedTitle')}</h2>
      <p className="quiz-score">{t('quiz.score', { score, total })}</p>
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
      <Finished score={attempt.score} total={attempt.total} timeTakenSec={attempt.timeTakenSec} />
    </>
  );
}
