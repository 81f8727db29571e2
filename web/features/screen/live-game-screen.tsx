// The live game on a venue screen, in place of the day's standings while a game runs: the lobby
// with the code to join and who has joined, each question with its countdown, its reveal beside
// the teams' game points, and the podium at the end. It follows the pushed state alone.
import './live-game.css';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicTeam } from '../../../common/api';
import type { TeamStat } from '../../../common/dashboard';
import type { LiveGameState } from '../../../common/live-game';
import type { ScreenState } from '../../../common/venue-api';
import { quizTitle } from '../../lib/quiz-title';
import { JoinCode } from './join-code';
import { LivePodium } from './live-podium';
import { LiveQuestion, type ServerClock } from './live-question';
import { joinedListLayout } from './standings-size';
import { TeamName } from './team-standings';

type LiveGame = NonNullable<ScreenState['liveGame']>;

/** How long a reveal shows the teams' points as they were, before the bars move to the new ones. */
export const TEAM_BARS_MOVE_AFTER_MS = 1_500;

type Props = {
  live: LiveGame;
  /** The event's teams, for their names. */
  teams: TeamStat[];
  logos: PublicTeam[];
  joinUrl: string;
  clock: ServerClock;
};

export function LiveGameScreen({ live, teams, logos, joinUrl, clock }: Props) {
  const { state, podium } = live;
  const labels = new Map(teams.map((team) => [team.key, team.label]));
  const labelOf = (key: string) => labels.get(key) ?? key;
  const gamePoints = useTeamsAfterABeat(state.teams);

  switch (state.phase) {
    case 'lobby':
      return <LiveLobby state={state} labelOf={labelOf} joinUrl={joinUrl} />;
    case 'ended':
      return <LivePodium state={state} podium={podium} labelOf={labelOf} logos={logos} />;
    default:
      return state.question ? (
        <LiveQuestion
          state={state}
          question={state.question}
          teams={gamePoints}
          labelOf={labelOf}
          clock={clock}
        />
      ) : null;
  }
}

/**
 * The teams' game points as the screen shows them: a change (a reveal's points) comes a moment
 * after the reveal itself, so the hall sees the answer first and then the bars move.
 */
function useTeamsAfterABeat(teams: LiveGameState['teams']): LiveGameState['teams'] {
  // By content: a push that repeats the same points does not hold the move back again.
  const next = JSON.stringify(teams);
  const [shown, setShown] = useState({ key: next, teams });
  useEffect(() => {
    if (next === shown.key) return;
    const timer = window.setTimeout(
      () => setShown({ key: next, teams: JSON.parse(next) as LiveGameState['teams'] }),
      TEAM_BARS_MOVE_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [next, shown.key]);
  return shown.teams;
}

function LiveLobby({
  state,
  labelOf,
  joinUrl,
}: {
  state: LiveGameState;
  labelOf: (key: string) => string;
  joinUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const { columns, sizeVh } = joinedListLayout(state.joined.length);
  return (
    <section className="screen-takeover screen-live screen-live-lobby" aria-labelledby="live-title">
      <p className="screen-takeover-label">{t('screen.liveGame')}</p>
      <h2 id="live-title" className="screen-live-title">
        {quizTitle(state.title, i18n.language)}
      </h2>
      <div className="screen-live-lobby-body">
        <JoinCode url={joinUrl} heading={t('screen.liveJoin')} className="screen-live-join" />
        <section className="screen-panel screen-live-joined" aria-labelledby="live-joined">
          <div className="screen-live-joined-head">
            <h3 id="live-joined">{t('screen.liveJoinedHeading')}</h3>
            <p className="screen-live-joined-total" role="status">
              {t('screen.liveJoined', { count: state.joinedTotal })}
            </p>
          </div>
          <ul
            style={
              { '--standings-size': `${sizeVh}vh`, '--joined-columns': columns } as CSSProperties
            }
          >
            {state.joined.map((team) => (
              <li key={team.team}>
                <TeamName label={labelOf(team.team)} sizeVh={sizeVh} />
                <span className="screen-live-joined-count">{team.count}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="screen-takeover-hint">{t('screen.liveStartsSoon')}</p>
    </section>
  );
}
