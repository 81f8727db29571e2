// Quiz & Contest (/quizcontest): one button per quiz the organisers have opened.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventLogo } from '../../components/event-logo';
import { subscribeLive } from '../../lib/live-stream';
import { fetchGames, type SavedPool } from './quiz-api';

const QUIZZES: SavedPool[] = ['quiz1', 'quiz2', 'quiz3'];

export function QuizContestPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const games = useQuery({
    queryKey: ['games'],
    queryFn: fetchGames,
    refetchOnWindowFocus: 'always',
  });
  // An organiser opening or closing a quiz shows here at once.
  useEffect(
    () => subscribeLive('games', () => void queryClient.invalidateQueries({ queryKey: ['games'] })),
    [queryClient],
  );
  // A failed read is treated as no quiz open (spec §8).
  const open = QUIZZES.filter((pool) => games.data?.[pool]);
  return (
    <div className="page quiz-contest">
      <EventLogo className="page-logo" />
      <h1>{t('quiz.contestTitle')}</h1>
      {games.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : open.length === 0 ? (
        <p className="empty-state">{t('quiz.noneAvailable')}</p>
      ) : (
        <div className="button-stack">
          {open.map((pool) => (
            <Link
              key={pool}
              to="/fun-quiz"
              state={{ pool, saveToDb: true }}
              className="button button-primary button-large"
            >
              {t(`quiz.titles.${pool}`)}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
