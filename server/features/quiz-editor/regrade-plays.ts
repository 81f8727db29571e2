// One play graded again by today's answer keys, and the sum of such changes. A dry run's figures
// and every batch a regrade applies come from this same code.
import type { RegradeReport } from '../../../common/quiz-editor-api.js';
import type { QuizAttemptsTable } from '../../db/schema.js';
import { scoreOf } from '../quiz/quiz-service.js';
import type { QuestionRow, ServedQuestion } from '../quiz/quizzes.js';

type Answer = { id: number; selected: string | null };

/** A play as a regrade reads it. */
export type RegradePlay = Pick<
  QuizAttemptsTable,
  'id' | 'rso' | 'status' | 'score' | 'questions' | 'answers'
>;

/** The columns of a play a regrade reads. */
export const REGRADE_COLUMNS = ['id', 'rso', 'status', 'score', 'questions', 'answers'] as const;

/** Where each question's key stands today: the place of its correct option, by question id. */
export type AnswerKeys = ReadonlyMap<number, number>;

export const answerKeysOf = (questions: QuestionRow[]): AnswerKeys =>
  new Map(questions.map((question) => [question.id, question.correct]));

/** What a regrade changes in one play. */
export type PlayChange = {
  id: string;
  rso: string;
  /** The served questions with today's keys, as stored. */
  questions: string;
  score: number;
  /** The score's change, which its team's points move by. */
  delta: number;
  /** The questions whose key moved. */
  moved: number[];
};

/**
 * The play regraded by `keys`, or null when it already holds them. A served question's key moves
 * to the option in the place the quiz now marks correct (by place, so a typo fixed in an option's
 * text changes no score); a question no longer in the quiz keeps its key.
 */
export function regradePlay(play: RegradePlay, keys: AnswerKeys): PlayChange | null {
  const served = JSON.parse(play.questions ?? '[]') as ServedQuestion[];
  const moved: number[] = [];
  const questions = served.map((question) => {
    const correct = keys.get(question.id);
    const answer = correct === undefined ? undefined : question.options[correct];
    if (answer === undefined || answer === question.answer) return question;
    moved.push(question.id);
    return { ...question, answer };
  });
  if (moved.length === 0) return null;
  const score = scoreOf(JSON.parse(play.answers) as Answer[], questions);
  return {
    id: play.id,
    rso: play.rso,
    questions: JSON.stringify(questions),
    score,
    delta: score - play.score,
    moved,
  };
}

/** The sum of plays' changes: plays whose score changed, points per team, plays per question. */
export class RegradeTally {
  plays = 0;
  readonly teams = new Map<string, number>();
  readonly questions = new Map<number, number>();

  add(change: PlayChange): void {
    for (const id of change.moved) this.questions.set(id, (this.questions.get(id) ?? 0) + 1);
    if (change.delta === 0) return;
    this.plays += 1;
    this.teams.set(change.rso, (this.teams.get(change.rso) ?? 0) + change.delta);
  }

  /** This tally and another together, as a new tally. */
  plus(other: RegradeTally): RegradeTally {
    const sum = new RegradeTally();
    sum.plays = this.plays + other.plays;
    for (const tally of [this, other]) {
      for (const [rso, points] of tally.teams)
        sum.teams.set(rso, (sum.teams.get(rso) ?? 0) + points);
      for (const [id, plays] of tally.questions)
        sum.questions.set(id, (sum.questions.get(id) ?? 0) + plays);
    }
    return sum;
  }

  /** Each team's change, in the fixed order every writer of the team counters takes them. */
  teamChanges(): { rso: string; points: number }[] {
    return [...this.teams]
      .filter(([, points]) => points !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([rso, points]) => ({ rso, points }));
  }

  auditDetail(quizId: string) {
    return {
      quiz: quizId,
      plays: this.plays,
      teams: Object.fromEntries(this.teamChanges().map((team) => [team.rso, team.points])),
      questions: [...this.questions.keys()],
    };
  }

  /** What the regrade says to the organiser; `questions` are the quiz's, in its order. */
  report(
    dryRun: boolean,
    inProgress: number,
    { questions, teamLabel }: { questions: QuestionRow[]; teamLabel: (rso: string) => string },
  ): RegradeReport {
    return {
      dryRun,
      plays: this.plays,
      inProgress,
      teams: this.teamChanges()
        .sort((a, b) => b.points - a.points)
        .map(({ rso, points }) => ({ rso, label: teamLabel(rso), points })),
      questions: questions
        .filter((question) => this.questions.has(question.id))
        .map((question) => ({
          id: question.id,
          text: question.text,
          plays: this.questions.get(question.id)!,
        })),
    };
  }
}
