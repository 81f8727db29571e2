// Regrading a quiz's finished plays by today's answer keys, after an organiser corrected one. A play
// keeps the questions it was served; a regrade moves each served question's key to the option in
// the place the quiz now marks correct (by place, so a typo fixed in an option's text changes no
// score), then scores the play again and moves its team's points by the difference, all in one
// transaction. Plays still in progress keep the key they were served; a later regrade takes them in.
import type { RegradeReport } from '../../../common/quiz-editor-api.js';
import { isPostgres, lockKey } from '../../db/database.js';
import { audit } from '../admin/admin-service.js';
import { readQuestions, type ServedQuestion } from '../quiz/quizzes.js';
import { scoreOf } from '../quiz/quiz-service.js';
import { quizForChange, type Actor, type Trx } from './quiz-editor-service.js';

type Answer = { id: number; selected: string | null };

/** The served questions with today's keys, and whether any of them changed. */
function rekey(served: ServedQuestion[], keys: Map<number, number>) {
  let changed = false;
  const questions = served.map((question) => {
    const correct = keys.get(question.id);
    const answer = correct === undefined ? undefined : question.options[correct];
    if (answer === undefined || answer === question.answer) return question;
    changed = true;
    return { ...question, answer };
  });
  return { questions, changed };
}

export async function regradeQuiz(
  trx: Trx,
  quizId: string,
  {
    dryRun,
    actor,
    teamLabel,
  }: { dryRun: boolean; actor: Actor; teamLabel: (rso: string) => string },
): Promise<RegradeReport> {
  // Edits of the quiz wait; so do corrections of its plays (a void takes the same play's lock).
  await quizForChange(trx, quizId, { editable: false });
  await lockKey(trx, `regrade:${quizId}`);
  const current = await readQuestions(trx, quizId);
  const keys = new Map(current.map((question) => [question.id, question.correct]));
  const texts = new Map(current.map((question) => [question.id, question.text]));
  // Finished plays only, their rows locked (PostgreSQL): a correction voiding one waits for this,
  // while plays still running are not held up.
  const plays = await trx
    .selectFrom('quiz_attempts')
    .select(['id', 'rso', 'status', 'score', 'questions', 'answers'])
    .where('pool', '=', quizId)
    .where('status', '=', 'completed')
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
  const running = await trx
    .selectFrom('quiz_attempts')
    .select('questions')
    .where('pool', '=', quizId)
    .where('status', '=', 'in-progress')
    .execute();
  const inProgress = running.filter(
    (play) => rekey(JSON.parse(play.questions ?? '[]') as ServedQuestion[], keys).changed,
  ).length;

  const teams = new Map<string, number>();
  const questions = new Map<number, number>();
  let changedPlays = 0;
  for (const play of plays) {
    const served = JSON.parse(play.questions ?? '[]') as ServedQuestion[];
    const { questions: rekeyed, changed } = rekey(served, keys);
    if (!changed) continue;
    for (const [index, question] of rekeyed.entries())
      if (question.answer !== served[index]!.answer)
        questions.set(question.id, (questions.get(question.id) ?? 0) + 1);
    const score = scoreOf(JSON.parse(play.answers) as Answer[], rekeyed);
    const delta = score - play.score;
    if (delta !== 0) {
      changedPlays += 1;
      teams.set(play.rso, (teams.get(play.rso) ?? 0) + delta);
    }
    if (dryRun) continue;
    await trx
      .updateTable('quiz_attempts')
      .set({ questions: JSON.stringify(rekeyed), score })
      .where('id', '=', play.id)
      .execute();
  }

  const report: RegradeReport = {
    dryRun,
    plays: changedPlays,
    inProgress,
    teams: [...teams.entries()]
      .filter(([, points]) => points !== 0)
      .sort(([, a], [, b]) => b - a)
      .map(([rso, points]) => ({ rso, label: teamLabel(rso), points })),
    questions: [...questions.entries()].map(([id, count]) => ({
      id,
      text: texts.get(id) ?? '',
      plays: count,
    })),
  };
  if (dryRun) return report;
  for (const { rso, points } of report.teams) {
    await trx
      .updateTable('team_counters')
      .set((eb) => ({ points: eb('points', '+', points) }))
      .where('rso', '=', rso)
      .execute();
  }
  await audit(
    trx,
    actor.phone,
    'quiz.regrade',
    {
      quiz: quizId,
      plays: report.plays,
      teams: Object.fromEntries(report.teams.map((team) => [team.rso, team.points])),
      questions: report.questions.map((q) => q.id),
    },
    actor.now,
  );
  return report;
}
