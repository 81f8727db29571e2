// What organisers read: the overview, per-quiz leaderboards and their CSV, the audit log and its
// activity view, analytics.
// Every route checks the role on the server: 401 signed out, 403 not an admin.
import type { FastifyInstance } from 'fastify';
import { ActivityQuery, QuizQuery } from '../../../common/admin.js';
import { Activity, AuditLog, Analytics, Board, Overview } from '../../../common/admin-api.js';
import { recentAudit } from '../../audit/audit-log.js';
import { AppError } from '../../errors.js';
import type { ZodTypeProvider } from '../../route-schemas.js';
import { findQuiz, quizTitle } from '../quiz/quizzes.js';
import { readTeamStats } from '../stats/stats-service.js';
import { requireAdmin } from '../auth/require-admin.js';
import { readActivity } from './activity.js';
import { analytics, leaderboard, overview } from './report-queries.js';
import { sendCsv, toCsv } from '../../files/csv-writer.js';

/** The contest a leaderboard is of: ?quizId=. */
const contest = { querystring: QuizQuery };

export async function reportRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  requireAdmin(app);
  app.get('/api/admin/overview', { schema: { response: { 200: Overview } } }, async () => {
    const teams = await readTeamStats(app.db, app.site);
    return { teams, attempts: await overview(app.db, app.clock.now()) };
  });

  const boardSchema = { ...contest, response: { 200: Board } };
  app.get('/api/admin/leaderboard', { schema: boardSchema }, async (request) => {
    const { quizId } = request.query;
    const quiz = await findQuiz(app.db, quizId);
    if (!quiz || quiz.kind !== 'contest') throw new AppError('not_found');
    return {
      quizId,
      title: quizTitle(quiz),
      ...(await leaderboard(app.db, quizId)),
      teams: await readTeamStats(app.db, app.site),
    };
  });

  app.get('/api/admin/leaderboard.csv', { schema: contest }, async (request, reply) => {
    const { quizId } = request.query;
    const { ranked } = await leaderboard(app.db, quizId);
    const csv = toCsv(ranked, [
      { header: 'Rank', value: (r) => r.rank },
      { header: 'Employee ID', value: (r) => r.employeeId },
      { header: 'Name', value: (r) => r.name },
      { header: 'Team', value: (r) => r.teamLabel },
      { header: 'Score', value: (r) => r.score },
      {
        header: 'Time taken (s)',
        value: (r) => (r.timeTakenMs === null ? null : (r.timeTakenMs / 1000).toFixed(1)),
      },
    ]);
    return sendCsv(reply, `leaderboard-${quizId}.csv`, csv);
  });

  // The log as it is kept (each entry's detail as recorded), for a record outside the admin area.
  app.get('/api/admin/audit', { schema: { response: { 200: AuditLog } } }, async () =>
    recentAudit(app.db),
  );

  // The log as organisers read it: in names, filtered and paged.
  const activitySchema = { querystring: ActivityQuery, response: { 200: Activity } };
  app.get('/api/admin/activity', { schema: activitySchema }, async (request) =>
    readActivity(app.db, request.query),
  );

  app.get('/api/admin/analytics', { schema: { response: { 200: Analytics } } }, async () =>
    analytics(app.db, app.site.event.timeZone),
  );
}
