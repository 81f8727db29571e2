// /admin/live-game: the host's console. With no game, the form that opens a lobby; with one, its
// phase, the moves, the answers arriving, the questions played and the podium. The game is read
// every second while the page is open, and at once whenever the live stream says it moved.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminSection } from '../../components/admin-section';
import { QueryBoundary } from '../../components/query-boundary';
import { adminQuizListQuery } from '../../lib/admin-quiz-list';
import { subscribeLive } from '../../lib/live-stream';
import { HostConsole } from './host-console';
import { liveGameKeys, liveGameQueries } from './live-game-host-api';
import { OpenGameForm } from './open-game-form';
import './live-game-host.css';

export function LiveGamePage() {
  const { t } = useTranslation();
  const game = useQuery(liveGameQueries.game());
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(
        'game',
        () => void queryClient.invalidateQueries({ queryKey: liveGameKeys.game() }),
      ),
    [queryClient],
  );
  return (
    <AdminSection section="liveGame" className="live-host">
      <p className="live-host-intro">{t('liveGame.intro')}</p>
      <QueryBoundary query={game}>
        {(view) =>
          view.game ? <HostConsole host={view.game} receivedAt={game.dataUpdatedAt} /> : <NoGame />
        }
      </QueryBoundary>
    </AdminSection>
  );
}

/** No game running: the quizzes and the screens a lobby can be opened with. */
function NoGame() {
  const quizzes = useQuery(adminQuizListQuery());
  const screens = useQuery(liveGameQueries.screens());
  return (
    <QueryBoundary query={quizzes}>
      {({ quizzes: list }) => (
        <QueryBoundary query={screens}>
          {(links) => <OpenGameForm quizzes={list} screens={links} />}
        </QueryBoundary>
      )}
    </QueryBoundary>
  );
}
