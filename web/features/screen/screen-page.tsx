// The venue's big screen (/screen/:token): opened by its link alone, it fills the display and runs
// all day without a mouse or a reload: the standings, the quizzes' times, the top players, the
// announcements and the code to join, each following the organisers' changes within a second. Three
// moments take the whole screen: a live game while one runs, the last minute before a contest
// opens, and its podium once one closes.
import './screen.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EventLogo } from '../../components/event-logo';
import { useSite } from '../../lib/site-api';
import { useTextBundle } from '../../lib/text-bundle';
import { screenBundle } from '../../locales/screen-bundle';
import { JoinCode } from './join-code';
import { LiveGameScreen } from './live-game-screen';
import { countdownTakesScreen, QuizCountdown } from './quiz-countdown';
import { QuizTimes } from './quiz-times';
import { isGone, screenQueries } from './screen-api';
import { ScreenAnnouncements } from './screen-announcements';
import { ScreenPodium } from './screen-podium';
import { useServerNow } from './server-clock';
import { TeamStandings } from './team-standings';
import { TopPlayers } from './top-players';
import { useScreenLive } from './use-screen-live';

export function ScreenPage() {
  useTextBundle(screenBundle);
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const { gone } = useScreenLive(token);
  const { data: state, error, dataUpdatedAt } = useQuery(screenQueries.state(token));
  const site = useSite();
  // How far the screen's clock is from the server's, measured at each read.
  const offsetMs = state ? state.now - dataUpdatedAt : 0;
  const now = useServerNow(offsetMs, dataUpdatedAt);
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
  const takeover = state.liveGame ? (
    <LiveGameScreen
      live={state.liveGame}
      teams={state.teams}
      logos={logos}
      joinUrl={state.joinUrl}
      clock={{ offsetMs, readAt: dataUpdatedAt }}
    />
  ) : countdownTakesScreen(next, now) ? (
    <QuizCountdown next={next} now={now} />
  ) : state.podium && now < state.podium.until ? (
    <ScreenPodium podium={state.podium} logos={logos} />
  ) : null;
  const leaders = state.leaders && state.leaders.rows.length > 0 ? state.leaders : null;

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
        <div className="screen-grid">
          <TeamStandings teams={state.teams} logos={logos} />
          <div className="screen-side">
            <QuizTimes quizzes={state.quizzes} now={now} />
            {/* Fewer rows when the quizzes' panel lists both an open contest and the next. */}
            {leaders && <TopPlayers leaders={leaders} limit={open.length > 0 && next ? 3 : 5} />}
            <JoinCode url={state.joinUrl} />
          </div>
        </div>
      </div>
      {takeover}
      {/* Outside the day's screen, so a screen opened during a live game can still go full screen. */}
      <FullScreenButton />
    </main>
  );
}

/**
 * Browsers go full screen only on a person's press: the button shows while the mouse moves, and
 * hides itself (with the pointer) a few seconds after, and once the screen is full.
 */
function FullScreenButton() {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(true);
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    let timer = window.setTimeout(() => setMoving(false), 4000);
    const moved = () => {
      setMoving(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMoving(false), 4000);
    };
    const changed = () => setFull(Boolean(document.fullscreenElement));
    window.addEventListener('pointermove', moved);
    window.addEventListener('keydown', moved);
    document.addEventListener('fullscreenchange', changed);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', moved);
      window.removeEventListener('keydown', moved);
      document.removeEventListener('fullscreenchange', changed);
    };
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('screen-idle', !moving);
    return () => root.classList.remove('screen-idle');
  }, [moving]);

  if (full || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className={moving ? 'screen-full-button' : 'screen-full-button screen-full-button-hidden'}
      onClick={() => void document.documentElement.requestFullscreen().catch(() => {})}
    >
      {t('screen.fullScreen')}
    </button>
  );
}
