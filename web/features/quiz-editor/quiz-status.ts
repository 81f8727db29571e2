// What players see of a quiz now, in words: open, opening at a time, closed or archived; the times
// in the event's time zone.
import { useTranslation } from 'react-i18next';
import { useEventTimeFormat } from '../../lib/event-time';
import type { AdminQuiz } from './quiz-editor-api';

/** The quiz's status as the list shows it: "Open now", "Opens 1 Sept 2026, 11:00 am", "Closed". */
export function useQuizStatusText(): (quiz: AdminQuiz) => string {
  const { t } = useTranslation();
  const formatTime = useEventTimeFormat();
  return (quiz) => {
    switch (quiz.status) {
      case 'open':
        return quiz.closesAt === null
          ? t('quizEditor.status.open')
          : t('quizEditor.status.openUntil', { time: formatTime(quiz.closesAt) });
      case 'scheduled':
        return quiz.opensAt === null
          ? t('quizEditor.status.closed')
          : t('quizEditor.status.opens', { time: formatTime(quiz.opensAt) });
      case 'closed':
        return t('quizEditor.status.closed');
      case 'archived':
        return t('quizEditor.status.archived');
    }
  };
}

/**
 * Why a closed quiz is closed, for the editor, when it is not plainly closed by hand: its closing
 * time has passed (a quiz open or opening by itself closes only so).
 */
export function useClosedReason(): (quiz: AdminQuiz) => string | null {
  const { t } = useTranslation();
  const formatTime = useEventTimeFormat();
  return (quiz) => {
    if (quiz.status !== 'closed' || quiz.closesAt === null) return null;
    if (!quiz.open && quiz.opensAt === null) return null;
    return t('quizEditor.status.scheduleEnded', { time: formatTime(quiz.closesAt) });
  };
}
