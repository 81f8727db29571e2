// The quizzes open now, kept current by the live stream: a button each, or the player's score once
// played; the next opening counted down; and when the later ones open by their schedule.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizList } from '../../../common/api';
import { useEventTimeFormat } from '../../lib/event-time';
import { subscribeLive } from '../../lib/live-stream';
import { quizTitle } from '../../lib/quiz-title';
import { COUNTDOWN_WITHIN_MS, msUntil, OpensIn } from './quiz-countdown';
import { quizKeys, quizQueries } from './quiz-api';
import type { QuizState } from './quiz-mode';
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

type OpenQuiz = QuizList['open'][number];
type Upcoming = QuizList['upcoming'][number];

/** Where a quiz's button leads: its play, saved and graded by the server for a contest. */
export const playState = (quiz: OpenQuiz, serverGraded: boolean): QuizState => ({
  quizId: quiz.id,
  serverGraded,
});

/** The player's play of a quiz as the list says it: "Played: 4/5", or the disqualification. */
function PlayedStatus({ played }: { played: NonNullable<OpenQuiz['played']> }) {
  const { t } = useTranslation();
  return played.status === 'completed' ? (
    <span className="quiz-played-score">
      {t('quiz.playedScore', { score: played.score, total: played.total })}
    </span>
  ) : (
    <span className="quiz-played-out">{t('quiz.disqualifiedShort')}</span>
  );
}

/**
 * A button for each quiz; one the player has played shows their score instead, and leads to that
 * play's result, not to a new play.
 */
function QuizButtons({ quizzes, serverGraded }: { quizzes: OpenQuiz[]; serverGraded: boolean }) {
  const { i18n } = useTranslation();
  return (
    <div className="button-stack">
      {quizzes.map((quiz) => {
        const title = quizTitle(quiz.title, i18n.language);
        const state = playState(quiz, serverGraded);
        return quiz.played === null ? (
          <Link
            key={quiz.id}
            to="/fun-quiz"
            state={state}
            className="button button-primary button-large"
          >
            {title}
          </Link>
        ) : (
          <Link key={quiz.id} to="/fun-quiz" state={state} className="quiz-played">
            <span className="quiz-played-title">{title}</span> <PlayedStatus played={quiz.played} />
          </Link>
        );
      })}
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

/** The next quiz to open: when, and within a day a countdown to it by the server's clock. */
function NextQuiz({
  quiz,
  noneOpen,
  offset,
}: {
  quiz: Upcoming;
  noneOpen: boolean;
  offset: number;
}) {
  const { t, i18n } = useTranslation();
  const format = useOpeningTime();
  const words = { title: quizTitle(quiz.title, i18n.language), time: format(quiz.opensAt) };
  return (
    <div className="next-quiz">
      <p>{noneOpen ? t('quiz.nextOpens', words) : t('quiz.opensAt', words)}</p>
      {msUntil(quiz.opensAt, offset) < COUNTDOWN_WITHIN_MS && (
        <OpensIn key={quiz.id} opensAt={quiz.opensAt} offset={offset} />
      )}
    </div>
  );
}

/** The quizzes still to open after the next one, soonest first, with when (in the event's time). */
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
 * The quizzes of one kind open now, each a button (contests under "Open now"); the next one to open,
 * counted down; then the others still to open. The spec's "No quizzes available" only when none is
 * open or to open. `offset` is how far the server's clock is ahead of the phone's (clockOffset).
 */
export function QuizzesOnOffer({
  list,
  kind,
  serverGraded,
  offset,
}: {
  list: QuizList;
  kind: OpenQuiz['kind'];
  serverGraded: boolean;
  offset: number;
}) {
  const { t } = useTranslation();
  const open = list.open.filter((quiz) => quiz.kind === kind);
  const [next, ...later] = list.upcoming.filter((quiz) => quiz.kind === kind);
  if (open.length === 0 && !next) return <p className="empty-state">{t('quiz.noneAvailable')}</p>;
  return (
    <>
      {/* Practice is always there to play; "open now" is news only for a contest. */}
      {open.length > 0 && kind === 'practice' && (
        <QuizButtons quizzes={open} serverGraded={serverGraded} />
      )}
      {open.length > 0 && kind === 'contest' && (
        <section className="open-quizzes" aria-labelledby="open-quizzes-heading">
          <h2 id="open-quizzes-heading" className="open-now">
            {t('quiz.openNow')}
          </h2>
          <QuizButtons quizzes={open} serverGraded={serverGraded} />
        </section>
      )}
      {next && <NextQuiz quiz={next} noneOpen={open.length === 0} offset={offset} />}
      <UpcomingQuizzes quizzes={later} />
    </>
  );
}
