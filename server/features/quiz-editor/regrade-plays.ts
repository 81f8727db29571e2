// One play graded again by today's answer keys, and the sum of such changes. A dry run's figures
// and every batch a regrade applies come from this same code.
//
// The rule: a play's question is graded again only by the same question. The play's own copy of
// it (its text, options and the key it was served) is set against the quiz's question with that id
// today; when today's has the same text and options, the copy's key moves to today's correct
// option. When it has other text or other options, that id names another question now (a setup
// file that numbers its questions afresh, a row written by hand), and the play's answer to it
// stays as it was graded; so does one whose question the quiz no longer has.
import type { RegradeReport } from '../../../common/quiz-editor-api.js';
import type { QuizAttemptsTable } from '../../db/schema.js';
import { scoreOf } from '../quiz/play-service.js';
import type { QuestionRow, ServedQuestion } from '../quiz/quizzes.js';
import {
  contentOfRow,
  contentServed,
  sameQuestion,
  type QuestionContent,
} from './question-identity.js';

type Answer = { id: number; selected: string | null };

/** A play as a regrade reads it. */
export type RegradePlay = Pick<
  QuizAttemptsTable,
  'id' | 'team' | 'status' | 'score' | 'questions' | 'answers'
>;

/** The columns of a play a regrade reads. */
export const REGRADE_COLUMNS = ['id', 'team', 'status', 'score', 'questions', 'answers'] as const;

/** The quiz's questions today, by id: each one's text, options and correct option. */
export type AnswerKeys = ReadonlyMap<number, QuestionContent & { answer: string }>;

export const answerKeysOf = (questions: QuestionRow[]): AnswerKeys =>
  new Map(
    questions.map((question) => {
      const content = contentOfRow(question);
      return [question.id, { ...content, answer: content.options[question.correct]! }];
    }),
  );

/**
 * The key a served question is graded by today: today's correct option of the same question, or
 * the key it was served when the quiz has no such question (gone, or its id now names another).
 */
function keyToday(served: ServedQuestion, keys: AnswerKeys): string {
  const today = keys.get(served.id);
  return today && sameQuestion(contentServed(served), today) ? today.answer : served.answer;
}

/** What a regrade changes in one play. */
export type PlayChange = {
  id: string;
  team: string;
  /** The served questions with today's keys, as stored. */
  questions: string;
  score: number;
  /** The score's change, which its team's points move by. */
  delta: number;
  /** The questions whose key moved. */
  moved: number[];
  /** Of those, the ones whose answer in this play is marked otherwise now (right to wrong, or back). */
  remarked: number[];
};

/** The play regraded by `keys` (see the rule above), or null when it already holds them. */
export function regradePlay(play: RegradePlay, keys: AnswerKeys): PlayChange | null {
  const served = JSON.parse(play.questions ?? '[]') as ServedQuestion[];
  const answers = JSON.parse(play.answers) as Answer[];
  const moved: number[] = [];
  const remarked: number[] = [];
  const questions = served.map((question, index) => {
    const answer = keyToday(question, keys);
    if (answer === question.answer) return question;
    moved.push(question.id);
    const selected = answers[index]?.selected ?? null;
    if (selected !== null && (selected === answer || selected === question.answer))
      remarked.push(question.id);
    return { ...question, answer };
  });
  if (moved.length === 0) return null;
  const score = scoreOf(answers, questions);
  return {
    id: play.id,
    team: play.team,
    questions: JSON.stringify(questions),
    score,
    delta: score - play.score,
    moved,
    remarked,
  };
}

/** What a regrade does to one question: the plays it was served in by another key, and of those
 * the plays whose answer to it is marked otherwise now. */
type QuestionTally = { plays: number; remarked: number };

/** The sum of plays' changes: plays whose score changed, points per team, plays per question. */
export class RegradeTally {
  plays = 0;
  readonly teams = new Map<string, number>();
  readonly questions = new Map<number, QuestionTally>();

  private countQuestion(id: number, plays: number, remarked: number): void {
    const tally = this.questions.get(id) ?? { plays: 0, remarked: 0 };
    this.questions.set(id, { plays: tally.plays + plays, remarked: tally.remarked + remarked });
  }

  add(change: PlayChange): void {
    for (const id of change.moved) this.countQuestion(id, 1, change.remarked.includes(id) ? 1 : 0);
    if (change.delta === 0) return;
    this.plays += 1;
    this.teams.set(change.team, (this.teams.get(change.team) ?? 0) + change.delta);
  }

  /** This tally and another together, as a new tally. */
  plus(other: RegradeTally): RegradeTally {
    const sum = new RegradeTally();
    sum.plays = this.plays + other.plays;
    for (const tally of [this, other]) {
      for (const [team, points] of tally.teams)
        sum.teams.set(team, (sum.teams.get(team) ?? 0) + points);
      for (const [id, { plays, remarked }] of tally.questions)
        sum.countQuestion(id, plays, remarked);
    }
    return sum;
  }

  /** Each team's change, in the fixed order every writer of the team counters takes them. */
  teamChanges(): { team: string; points: number }[] {
    return [...this.teams]
      .filter(([, points]) => points !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([team, points]) => ({ team, points }));
  }

  auditDetail(quizId: string) {
    return {
      quiz: quizId,
      plays: this.plays,
      teams: Object.fromEntries(this.teamChanges().map((team) => [team.team, team.points])),
      questions: [...this.questions.keys()],
    };
  }

  /** What the regrade says to the organiser; `questions` are the quiz's, in its order. */
  report(
    dryRun: boolean,
    inProgress: number,
    { questions, teamLabel }: { questions: QuestionRow[]; teamLabel: (team: string) => string },
  ): RegradeReport {
    return {
      dryRun,
      plays: this.plays,
      inProgress,
      teams: this.teamChanges()
        .sort((a, b) => b.points - a.points)
        .map(({ team, points }) => ({ team, label: teamLabel(team), points })),
      questions: questions
        .filter((question) => this.questions.has(question.id))
        .map((question) => ({
          id: question.id,
          text: question.text,
          ...this.questions.get(question.id)!,
        })),
    };
  }
}
