// Before and around the questions: no game running, the way in (one tap), the lobby once in, and
// the podium at the end with the player's own points.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveGameMe, LiveGameState } from '../../../common/live-game';
import { Button } from '../../components/button';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useTeams } from '../../lib/teams';
import { teamPlace } from './follow-game';
import { useJoinLiveGame } from './live-game-api';

export function NoGame() {
  const { t } = useTranslation();
  return (
    <div className="card live-card">
      <p>{t('liveGamePlay.none')}</p>
      <Link to="/home" className="button button-secondary button-large">
        {t('liveGamePlay.goHome')}
      </Link>
    </div>
  );
}

/** What the game is and how many play it: the lobby's line, before and after joining. */
function GameFacts({ game }: { game: LiveGameState }) {
  const { t } = useTranslation();
  return (
    <p className="live-facts">
      {t('liveGamePlay.questions', { count: game.questionCount })}
      {' · '}
      {t('liveGamePlay.players', { count: game.joinedTotal })}
    </p>
  );
}

export function JoinGame({ game }: { game: LiveGameState }) {
  const { t } = useTranslation();
  const join = useJoinLiveGame();
  return (
    <div className="card live-card">
      <GameFacts game={game} />
      <Button look="primary" large disabled={join.isPending} onClick={() => join.mutate()}>
        {join.isPending ? t('liveGamePlay.joining') : t('liveGamePlay.join')}
      </Button>
      {join.isError && (
        <p className="live-status is-bad" role="alert">
          {apiErrorMessage(join.error, t, t('liveGamePlay.joinFailed'))}
        </p>
      )}
    </div>
  );
}

export function Lobby({ game, me }: { game: LiveGameState; me: LiveGameMe }) {
  const { t } = useTranslation();
  const teams = useTeams();
  return (
    <div className="card live-card live-lobby">
      <p className="live-joined" role="status">
        {t('liveGamePlay.joined')}
      </p>
      {me.team && (
        <p className="live-team">{t('liveGamePlay.team', { team: teams.label(me.team) })}</p>
      )}
      <p>{t('liveGamePlay.waiting')}</p>
      <GameFacts game={game} />
    </div>
  );
}

export function Podium({ game, me }: { game: LiveGameState; me: LiveGameMe | null }) {
  const { t } = useTranslation();
  const teams = useTeams();
  return (
    <div className="card live-card live-podium">
      <h2>{t('liveGamePlay.ended')}</h2>
      {me?.joined && (
        <p className="live-points" role="status">
          {t('liveGamePlay.points', { count: me.points })}
        </p>
      )}
      <h3>{t('liveGamePlay.podium')}</h3>
      <ol className="live-podium-teams">
        {game.teams.map(({ team, count }) => (
          <li key={team} className={team === me?.team ? 'is-own' : undefined}>
            {/* Teams with the same points share a place. */}
            <span className="live-podium-place">{teamPlace(game, team)?.place}.</span>
            <span className="live-podium-team">{teams.label(team)}</span>
            <span>{t('liveGamePlay.teamPoints', { count })}</span>
          </li>
        ))}
      </ol>
      <p>{t('liveGamePlay.thanks')}</p>
      <Link to="/home" className="button button-secondary button-large">
        {t('liveGamePlay.goHome')}
      </Link>
    </div>
  );
}
