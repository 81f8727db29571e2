// What organisers read: the overview, per-quiz leaderboards and their CSV, the audit log, analytics.
import type { FastifyInstance } from 'fastify';
import { QuizQuery } from '../../../common/admin.js';
import type { AuditEntry, Analytics, Board, Overview } from '../../../common/admin-api.js';
import { recentAudit } from '../../audit/audit-log.js';
import { AppError, parseInput } from '../../errors.js';
import { findQuiz, quizTitle } from '../quiz/quizzes.js';
import { readTeamStats } from '../stats/stats-service.js';
import { analytics, leaderboard, overview } from './admin-queries.js';
import { sendCsv, toCsv } from '../../files/csv-writer.js';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/overview', async (): Promise<Overview> => {
    const teams = await readTeamStats(app.db, app.site);
    return { teams, attempts: await overview(app.db, app.clock.now()) };
  });

  app.get('/api/admin/leaderboard', async (request): Promise<Board> => {
    const { quizId } = parseInput(QuizQuery, request.query);
    const quiz = await findQuiz(app.db, quizId);
    if (!quiz || quiz.kind !== 'contest') throw new AppError('not_found');
    return {
      quizId,
      title: quizTitle(quiz),
      ...(await leaderboard(app.db, quizId)),
      teams: await readTeamStats(app.db, app.site),
    };
  });

  app.get('/api/admin/leaderboard.csv', async (request, reply) => {
    const { quizId } = parseInput(QuizQuery, request.query);
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

  app.get('/api/admin/audit', async (): Promise<AuditEntry[]> => recentAudit(app.db));

  app.get('/api/admin/analytics', async (): Promise<Analytics> =>
    analytics(app.db, app.site.event.timeZone),
  );
}
