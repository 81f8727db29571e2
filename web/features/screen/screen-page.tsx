// The venue's big screen (/screen/:token): opened by its link alone, it fills the display and runs
// all day without a mouse or a reload: the standings, the quizzes' times, the top players, the
// announcements and the code to join, each following the organisers' changes within a second; or,
// as the organisers choose (screen-show.ts), a poll, a word cloud, the questions to the stage or a
// photo wall in the same frame, or these and the standings in turn. Three moments take the whole
// screen: a live game while one runs, the last minute before a contest opens, and its podium once
// one closes. While the hall sends reactions, they float up over all of it.
import './screen.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EventLogo } from '../../components/event-logo';
import { useSite } from '../../lib/site-api';
import { useTextBundle } from '../../lib/text-bundle';
import { screenBundle } from '../../locales/screen-bundle';
import { EngageScreen } from './engage-screen';
import {
  FloatingReactions,
  ReactionTotals,
  useReactions,
  useReducedMotion,
} from './floating-reactions';
import { FullScreenButton } from './full-screen-button';
import { JoinCode } from './join-code';
import { LiveGameScreen } from './live-game-screen';
import { countdownTakesScreen, QuizCountdown } from './quiz-countdown';
import { QuizTimes } from './quiz-times';
import { isGone, screenQueries } from './screen-api';
import { ScreenAnnouncements } from './screen-announcements';
import { ScreenPodium } from './screen-podium';
import { createPhotoTurnsMemory } from './photo-turns';
import { createReactionFeed } from './reaction-feed';
import { reactionsRunning, shownNow, type ShownNow } from './screen-show';
import { useServerNow } from './server-clock';
import { TeamStandings } from './team-standings';
import { TopPlayers } from './top-players';
import { useScreenLive } from './use-screen-live';

export function ScreenPage() {
  useTextBundle(screenBundle);
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [reactionFeed] = useState(createReactionFeed);
  const [photoTurns] = useState(createPhotoTurnsMemory);
  const { gone } = useScreenLive(token, reactionFeed);
  const { data: state, error, dataUpdatedAt } = useQuery(screenQueries.state(token));
  const site = useSite();
  // How far the screen's clock is from the server's, measured at each read.
  const offsetMs = state ? state.now - dataUpdatedAt : 0;
  const now = useServerNow(offsetMs, dataUpdatedAt);
  const engage = state?.engage ?? [];
  const reacting = reactionsRunning(engage);
  const calm = useReducedMotion();
  const reactions = useReactions(reactionFeed, reacting?.id ?? null, calm);
  const eventName = site?.event.name;
  const screenName = state?.screen.name;

  useEffect(() => {
    if (eventName && screenName) document.title = `${eventName} · ${screenName}`;
  }, [eventName, screenName]);

  if (gone || isGone(error))
    return (
      <main className="screen screen-off">
        <div role="status">
          <h1>{t('screen.off')}</h1>
          <p>{t('screen.offHint')}</p>
        </div>
      </main>
    );

  if (!state)
    return (
      <main className="screen screen-waiting">
        <p role="status">{t('common.loading')}</p>
      </main>
    );

  const logos = site?.teams ?? [];
  const { next, open } = state.quizzes;
  const shown = shownNow(state.show, engage, state.liveGame !== null, now);
  const activity = shown.view.kind === 'activity' ? shown.view.activity : null;
  // The day's own moments come over the day's views, but not over an activity chosen for the screen.
  const moments = !(activity && shown.chosen);
  const takeover =
    state.liveGame && shown.view.kind === 'game' ? (
      <LiveGameScreen
        live={state.liveGame}
        teams={state.teams}
        logos={logos}
        joinUrl={state.joinUrl}
        clock={{ offsetMs, readAt: dataUpdatedAt }}
      />
    ) : moments && countdownTakesScreen(next, now) ? (
      <QuizCountdown next={next} now={now} />
    ) : moments && state.podium && now < state.podium.until ? (
      <ScreenPodium podium={state.podium} logos={logos} />
    ) : null;
  const leaders = state.leaders && state.leaders.rows.length > 0 ? state.leaders : null;
  const labels = new Map(state.teams.map((team) => [team.key, team.label]));
  const labelOf = (team: string) => labels.get(team) ?? team;
  const reactionsView = activity?.kind === 'reactions';

  return (
    <main className="screen">
      <h1 className="visually-hidden">{`${t('screen.title')}: ${state.screen.name}`}</h1>
      {/* Kept in place under a moment that takes the screen, so its rows glide on from where they are. */}
      <div className={takeover ? 'screen-day screen-day-hidden' : 'screen-day'} inert={!!takeover}>
        <header
          className={
            state.announcements.length > 0 ? 'screen-top screen-top-announcing' : 'screen-top'
          }
        >
          <EventLogo className="screen-logo" width={600} height={300} />
          {state.announcements.length > 0 && (
            <ScreenAnnouncements announcements={state.announcements} />
          )}
        </header>
        <div className="screen-body">
          {/* The standings stay laid out under an activity too, for the same reason. */}
          <div
            className={activity ? 'screen-grid screen-grid-hidden' : 'screen-grid'}
            inert={!!activity}
          >
            <TeamStandings teams={state.teams} logos={logos} />
            <div className="screen-side">
              <QuizTimes quizzes={state.quizzes} now={now} />
              {/* Fewer rows when the quizzes' panel lists both an open contest and the next. */}
              {leaders && <TopPlayers leaders={leaders} limit={open.length > 0 && next ? 3 : 5} />}
              <JoinCode url={state.joinUrl} />
            </div>
          </div>
          {activity && (
            <EngageScreen
              key={activity.id}
              activity={activity}
              joinUrl={state.joinUrl}
              labelOf={labelOf}
              reactionTotals={reactions.totals}
              photoTurns={photoTurns}
            />
          )}
        </div>
        {shown.turns && !takeover && <TurnsCue turns={shown.turns} />}
      </div>
      {takeover}
      {reacting && !calm && <FloatingReactions floaters={reactions.floaters} />}
      {reacting && calm && !reactionsView && (
        <div className="screen-reaction-corner">
          <ReactionTotals totals={reactions.totals} />
        </div>
      )}
      {/* Outside the day's screen, so a screen opened during a live game can still go full screen. */}
      <FullScreenButton />
    </main>
  );
}

/** While views take turns: one mark each, the one showing filling as its time runs. */
function TurnsCue({ turns }: { turns: NonNullable<ShownNow['turns']> }) {
  return (
    <ol className="screen-turns" aria-hidden="true">
      {Array.from({ length: turns.count }, (_, index) => (
        <li key={index}>
          <span
            style={
              {
                '--turn': index < turns.index ? 1 : index === turns.index ? turns.progress : 0,
              } as CSSProperties
            }
          />
        </li>
      ))}
    </ol>
  );
}
