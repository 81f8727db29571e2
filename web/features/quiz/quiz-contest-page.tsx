// Quiz & Contest (/quizcontest): one button per quiz the organisers have opened.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventLogo } from '../../components/event-logo';
import { QueryBoundary } from '../../components/query-boundary';
import { subscribeLive } from '../../lib/live-stream';
import { SAVED_POOLS, type SavedPool } from '../../../common/pools';
import { quizKeys, quizQueries } from './quiz-api';
import type { QuizState } from './quiz-mode';

export function QuizContestPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const games = useQuery(quizQueries.games());
  // An organiser opening or closing a quiz shows here at once.
  useEffect(
    () =>
      subscribeLive(
        'games',
        () => void queryClient.invalidateQueries({ queryKey: quizKeys.games() }),
      ),
    [queryClient],
  );
  // A failed read offers no quiz, only the way to read again.
  return (
    <div className="page quiz-contest">
      <EventLogo className="page-logo" />
      <h1>{t('quiz.contestTitle')}</h1>
      <QueryBoundary query={games}>
        {(flags) => <OpenQuizzes open={SAVED_POOLS.filter((pool) => flags[pool])} />}
      </QueryBoundary>
    </div>
  );
}

/** A button for each open quiz; each plays it saved and graded by the server. */
function OpenQuizzes({ open }: { open: SavedPool[] }) {
  const { t } = useTranslation();
  if (open.length === 0) return <p className="empty-state">{t('quiz.noneAvailable')}</p>;
  return (
    <div className="button-stack">
      {open.map((pool) => (
        <Link
          key={pool}
          to="/fun-quiz"
          state={{ pool, serverGraded: true } satisfies QuizState}
          className="button button-primary button-large"
        >
          {t(`quiz.titles.${pool}`)}
        </Link>
      ))}
    </div>
  );
}
