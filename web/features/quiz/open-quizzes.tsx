// The quizzes open now, kept current by the live stream, as a button each; and when the next ones
// open by their schedule.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizList, QuizSummary } from '../../../common/api';
import { useEventTimeFormat } from '../../lib/event-time';
import { subscribeLive } from '../../lib/live-stream';
import { quizKeys, quizQueries } from './quiz-api';
import type { QuizState } from './quiz-mode';
import { quizTitle } from '../../lib/quiz-title';
import './open-quizzes.css';

/** Keeps the open quizzes current: a switch, an edit or a scheduled moment shows here at once. */
export function useOpenQuizzes() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(
        'quizzes',
        () => void queryClient.invalidateQueries({ queryKey: quizKeys.quizzes() }),
      ),
    [queryClient],
  );
  return useQuery(quizQueries.quizzes());
}

/** A button for each quiz; a contest plays saved and graded by the server. */
function QuizButtons({
  quizzes,
  serverGraded,
  empty,
}: {
  quizzes: QuizSummary[];
  serverGraded: boolean;
  empty: string;
}) {
  const { i18n } = useTranslation();
  if (quizzes.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="button-stack">
      {quizzes.map((quiz) => (
        <Link
          key={quiz.id}
          to="/fun-quiz"
          state={{ quizId: quiz.id, serverGraded } satisfies QuizState}
          className="button button-primary button-large"
        >
          {quizTitle(quiz.title, i18n.language)}
        </Link>
      ))}
    </div>
  );
}

/** When a quiz opens, as players read it: "2 Sept, 3:00 pm" in the event's time zone. */
function useOpeningTime() {
  const { i18n } = useTranslation();
  return useEventTimeFormat(
    { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
    i18n.language.startsWith('hi') ? 'hi-IN' : 'en-IN',
  );
}

type Upcoming = QuizSummary & { opensAt: number };

/** The quizzes still to open by their schedule, soonest first, with when (in the event's time). */
function UpcomingQuizzes({ quizzes }: { quizzes: Upcoming[] }) {
  const { t, i18n } = useTranslation();
  const format = useOpeningTime();
  if (quizzes.length === 0) return null;
  return (
    <section className="upcoming-quizzes" aria-labelledby="upcoming-quizzes-heading">
      <h2 id="upcoming-quizzes-heading">{t('quiz.upcomingTitle')}</h2>
      <ul>
        {quizzes.map((quiz) => (
          <li key={quiz.id}>
            {t('quiz.opensAt', {
              title: quizTitle(quiz.title, i18n.language),
              time: format(quiz.opensAt),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The quizzes of one kind open now, each a button; with none open, when the next one opens (the
 * spec's "No quizzes available" only when none is open or to open); then the others still to open.
 */
export function QuizzesOnOffer({
  list,
  kind,
  serverGraded,
}: {
  list: QuizList;
  kind: QuizSummary['kind'];
  serverGraded: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useOpeningTime();
  const open = list.open.filter((quiz) => quiz.kind === kind);
  const upcoming = list.upcoming.filter((quiz) => quiz.kind === kind);
  const [next, ...later] = upcoming;
  if (open.length === 0 && next)
    return (
      <>
        <p className="empty-state">
          {t('quiz.nextOpens', {
            title: quizTitle(next.title, i18n.language),
            time: format(next.opensAt),
          })}
        </p>
        <UpcomingQuizzes quizzes={later} />
      </>
    );
  return (
    <>
      <QuizButtons quizzes={open} serverGraded={serverGraded} empty={t('quiz.noneAvailable')} />
      <UpcomingQuizzes quizzes={upcoming} />
    </>
  );
}
