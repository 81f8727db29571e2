// What a venue screen shows, in one read: the standings, the quizzes open now and the next one, the
// chosen contest's top players named only as the organisers chose, the announcements, and the
// address to join, and the podium of a contest that closed just now. Nothing else reaches a screen: no phone number, no employee ID.
import type { FastifyInstance } from 'fastify';
import type { ScreenState } from '../../../common/venue-api.js';
import { screenName } from '../../../common/venue-names.js';
import { findRunningGame, screensOf } from '../live-game/game-rows.js';
import { presentGame, readPodium } from '../live-game/game-state.js';
import { listQuizzes, type QuizRow, quizTitle, quizzesOnOffer } from '../quiz/quizzes.js';
import { readTeamStats } from '../stats/stats-service.js';
import { podiumOf } from './screen-podium.js';
import type { ScreenLinkRow } from './screen-service.js';
import { topPlays } from './top-plays.js';

/**
 * The contest whose players a screen shows: the chosen one (while it exists: a screen that runs all
 * day outlives a deleted quiz); else the first open now; else the one whose schedule closed last;
 * else the first of the event's contests.
 */
function screenContest(quizzes: QuizRow[], chosen: string | null, now: number): QuizRow | null {
  const picked = chosen === null ? undefined : quizzes.find((quiz) => quiz.id === chosen);
  if (picked) return picked;
  const contests = quizzes.filter((quiz) => quiz.kind === 'contest' && quiz.archived_at === null);
  const closed = contests
    .filter((quiz) => quiz.closes_at !== null && quiz.closes_at <= now)
    .sort((a, b) => b.closes_at! - a.closes_at!);
  return quizzesOnOffer(contests, now).open[0] ?? closed[0] ?? contests[0] ?? null;
}

/** The live game, if one runs and this screen follows it; its podium named as this screen names. */
async function screenGame(
  app: FastifyInstance,
  link: ScreenLinkRow,
  nameOf: (name: string, team: string) => string,
  now: number,
): Promise<ScreenState['liveGame']> {
  const game = await findRunningGame(app.db);
  const screens = game ? screensOf(game) : null;
  if (!game || (screens !== null && !screens.includes(link.id))) return null;
  return {
    state: await presentGame(app.db, app.site, game, now),
    podium: game.phase === 'ended' ? await readPodium(app.db, app.site, game.id, nameOf) : null,
  };
}

export async function readScreenState(
  app: FastifyInstance,
  link: ScreenLinkRow,
): Promise<ScreenState> {
  const now = app.clock.now();
  const quizzes = await listQuizzes(app.db);
  const { open, upcoming } = quizzesOnOffer(quizzes, now);
  const contest = screenContest(quizzes, link.quiz_id, now);
  const labels = new Map(app.site.teams.map((team) => [team.key, team.label.en]));
  const nameOf = (name: string, team: string) =>
    screenName(link.names, name, labels.get(team) ?? team);
  const leaders = contest
    ? {
        quiz: { id: contest.id, title: quizTitle(contest) },
        rows: (await topPlays(app.db, contest.id)).map(({ name, team, ...row }) => ({
          ...row,
          name: nameOf(name, team),
          teamKey: team,
        })),
      }
    : null;
  const next = upcoming.find((quiz) => quiz.kind === 'contest');
  const teams = await readTeamStats(app.db, app.site);
  return {
    screen: { name: link.name },
    joinUrl: app.config.publicUrl.href,
    teams,
    quizzes: {
      open: open
        .filter((quiz) => quiz.kind === 'contest')
        .map((quiz) => ({ id: quiz.id, title: quizTitle(quiz), closesAt: quiz.closes_at })),
      next: next ? { id: next.id, title: quizTitle(next), opensAt: next.opens_at! } : null,
    },
    leaders,
    announcements: app.announcements.showing(),
    podium: await podiumOf(app.db, quizzes, teams, nameOf, now),
    liveGame: await screenGame(app, link, nameOf, now),
    show: link.shows,
    engage: (await app.engage.state()).activities,
    now,
  };
}
