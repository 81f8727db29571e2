// The play's format as the quiz's own settings make it ("5 questions, 20 seconds each"), said
// before Start beside the spec's disclaimers.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quizQueries } from './quiz-api';
import './quiz-format.css';

/** Nothing while the list is read, or when the quiz is no longer open: the server then refuses it. */
export function QuizFormat({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const quiz = useQuery(quizQueries.quizzes()).data?.open.find((open) => open.id === quizId);
  if (!quiz) return null;
  return (
    <p className="quiz-format">
      {t('quiz.format', { count: quiz.questionsPerPlay, seconds: quiz.secondsPerQuestion })}
    </p>
  );
}
