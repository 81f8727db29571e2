// The event the race suite's writes race in, set up on a fresh server, and each write sent as the
// browser sends it (what is drawn: server/test/race-draws.ts).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signInTestUser, type TestUser } from './sessions.js';
import { changedSetup, exportedSetupWithoutMedia, writeArchive } from './setup-archive.js';
import {
  ADMIN_DIGITS,
  CODES,
  EXTRA_KEYS,
  KEYED,
  PEOPLE,
  QUIZZES,
  RENAMED_BY_FILE,
  SWITCHED,
  TEAMS,
  labelOf,
  quiz1,
  type Op,
} from './race-draws.js';

const setupFileKey = (renamed: boolean, practice: boolean) => `${renamed}/${practice}`;

type Question = { id: number; options: string[]; answer: string };

/** A spreadsheet cell as the CSV import reads it. */
const cell = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;

/** The event the writes race in, and how each is sent. */
export class RaceEvent {
  /** The switched quiz's settings as the editor sends them, for a change of its kind alone. */
  #switchedInput: object = {};
  /** The setup file, exported from this server, by whether it renames teams and the switched quiz's kind. */
  readonly #setupFiles = new Map<string, Buffer>();

  private constructor(
    readonly app: FastifyInstance,
    readonly people: TestUser[],
    readonly admins: TestUser[],
  ) {}

  /** The acting organiser's cookies. */
  get acting(): Record<string, string> {
    return this.admins[0]!.cookies;
  }

  /** Sets the event up on a fresh server: people signed in, codes, quizzes open, teams, files. */
  static async start(app: FastifyInstance): Promise<RaceEvent> {
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, (_, i) => signInTestUser(app, `93000000${10 + i}`)),
    );
    const admins = await Promise.all(ADMIN_DIGITS.map((digits) => signInTestUser(app, digits)));
    const event = new RaceEvent(app, people, admins);
    await app.db
      .insertInto('employee_codes')
      .values(
        CODES.map((c) => ({
          code: c,
          label: c.toUpperCase(),
          status: 'notregistered' as const,
          updated_at: 0,
        })),
      )
      .execute();
    await app.db.updateTable('quizzes').set({ enabled: 1 }).where('id', 'in', QUIZZES).execute();
    const switched = await app.db
      .selectFrom('quizzes')
      .selectAll()
      .where('id', '=', SWITCHED)
      .executeTakeFirstOrThrow();
    event.#switchedInput = {
      title: { en: switched.title_en, hi: switched.title_hi },
      questionsPerPlay: switched.questions_per_play,
      secondsPerQuestion: switched.seconds_per_question,
      open: true,
      opensAt: null,
      closesAt: null,
    };
    const added = await event.send({ kind: 'addTeam', team: EXTRA_KEYS[0]! });
    if (added.statusCode !== 200) throw new Error(`${EXTRA_KEYS[0]} was not added: ${added.body}`);
    const exported = await exportedSetupWithoutMedia(app, event.acting);
    for (const renamed of [false, true])
      for (const practice of [false, true]) {
        const teams = TEAMS.filter((t) => RENAMED_BY_FILE.includes(t.key));
        const labels = Object.fromEntries(teams.map((t) => [t.key, labelOf(t, renamed ? 1 : 0)]));
        const kinds = { [SWITCHED]: practice ? ('practice' as const) : ('contest' as const) };
        event.#setupFiles.set(
          setupFileKey(renamed, practice),
          await writeArchive(changedSetup(exported, { labels, kinds })),
        );
      }
    return event;
  }

  /**
   * Who answers, and the question they are on: the drawn person when they have a play under way,
   * else the next person who has one, so answers race with the corrections of people in play.
   */
  async #playerInPlay(
    drawn: number,
    quizId: string,
  ): Promise<{ player: TestUser; question: Question | null }> {
    const attempts = await this.app.db
      .selectFrom('quiz_attempts')
      .select(['user_id', 'questions', 'current_index', 'status'])
      .where('quiz_id', '=', quizId)
      .execute();
    const { people } = this;
    const order = people.map((_, i) => people[(drawn + i) % people.length]!);
    const player =
      order.find((p) => attempts.some((a) => a.user_id === p.uid && a.status === 'in-progress')) ??
      people[drawn]!;
    const attempt = attempts.find((a) => a.user_id === player.uid);
    if (!attempt) return { player, question: null };
    const served = JSON.parse(attempt.questions!) as Question[];
    // A finished attempt's last question: the answer is then a retry, or refused.
    return { player, question: served[Math.min(attempt.current_index, served.length - 1)]! };
  }

  /** Sends the write as the browser would. */
  async send(op: Op): Promise<LightMyRequestResponse> {
    const { app } = this;
    const acting = () => this.acting;
    const inject = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      cookies: Record<string, string>,
      payload?: object,
    ) => app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });
    const upload = (url: string, type: string, payload: string | Buffer) =>
      app.inject({
        method: 'POST',
        url,
        cookies: acting(),
        headers: { 'content-type': type },
        payload,
      });
    const teamInput = (key: string, label = 0, capacity?: number) => {
      const seed = TEAMS.find((t) => t.key === key)!;
      return {
        office: seed.office,
        label: { en: labelOf(seed, label), hi: seed.label.hi },
        capacity: capacity ?? seed.capacity,
      };
    };
    switch (op.kind) {
      case 'register':
        return inject('POST', '/api/profile', this.people[op.person]!.cookies, {
          employeeId: CODES[op.code]!.toUpperCase(),
          name: 'Race Person',
          gender: 'female',
          team: op.team,
        });
      case 'move':
        return inject('PATCH', `/api/admin/users/${this.people[op.person]!.uid}`, acting(), {
          team: op.team,
        });
      case 'rename':
        return inject('PATCH', `/api/admin/users/${this.people[op.person]!.uid}`, acting(), {
          name: op.name,
        });
      case 'changeId':
        return inject('PATCH', `/api/admin/users/${this.people[op.person]!.uid}`, acting(), {
          employeeId: CODES[op.code]!,
        });
      case 'remove':
        return inject(
          'DELETE',
          `/api/admin/users/${this.people[op.person]!.uid}/registration`,
          acting(),
        );
      case 'void':
        return inject(
          'DELETE',
          `/api/admin/users/${this.people[op.person]!.uid}/attempts/${op.quiz}`,
          acting(),
        );
      case 'reset':
        return inject('POST', `/api/admin/registry/${CODES[op.code]!}/reset`, acting());
      case 'start':
        return inject('POST', `/api/quiz/${op.quiz}/start`, this.people[op.person]!.cookies);
      case 'answer': {
        const { player, question } = await this.#playerInPlay(op.person, op.quiz);
        const wrong = question?.options.find((option) => option !== question.answer) ?? null;
        return inject('POST', `/api/quiz/${op.quiz}/answer`, player.cookies, {
          questionId: question?.id ?? 1,
          selected: op.right ? (question?.answer ?? null) : wrong,
        });
      }
      case 'practice':
        return inject('GET', `/api/quiz/${SWITCHED}/practice`, this.people[op.person]!.cookies);
      case 'clearLimits':
        return inject(
          'DELETE',
          `/api/admin/sign-in-limits/${this.people[op.person]!.phoneNumber}`,
          acting(),
        );
      case 'grant':
        return inject('POST', '/api/admin/admins', acting(), {
          phone: this.admins[op.admin]!.phoneNumber,
          name: `Organiser ${op.admin}`,
        });
      case 'revoke':
        return inject(
          'DELETE',
          `/api/admin/admins/${this.admins[op.admin]!.phoneNumber}`,
          acting(),
        );
      case 'rekey': {
        const question = quiz1.find((q) => q.id === op.question)!;
        return inject('PUT', `/api/admin/quizzes/${KEYED}/questions/${op.question}`, acting(), {
          text: question.question,
          options: question.options,
          correct: op.correct,
        });
      }
      case 'importQuestions': {
        const question = quiz1.find((q) => q.id === op.question)!;
        const header = ['id', 'question', ...question.options.map((_, i) => `option ${i + 1}`)];
        const row = [op.question, question.question, ...question.options, op.correct + 1];
        const csv = `${[...header, 'correct'].join(',')}\r\n${row.map(cell).join(',')}\r\n`;
        return upload(`/api/admin/quizzes/${KEYED}/import`, 'text/csv', csv);
      }
      case 'regrade':
        return inject('POST', `/api/admin/quizzes/${KEYED}/regrade`, acting());
      case 'addTeam':
        return inject('POST', '/api/admin/setup/teams', acting(), teamInput(op.team));
      case 'removeTeam':
        return inject('DELETE', `/api/admin/setup/teams/${op.team}`, acting());
      case 'renameTeam':
        return inject(
          'PUT',
          `/api/admin/setup/teams/${op.team}`,
          acting(),
          teamInput(op.team, op.label, op.capacity),
        );
      case 'switchKind':
        return inject('PUT', `/api/admin/quizzes/${SWITCHED}`, acting(), {
          ...this.#switchedInput,
          kind: op.practice ? 'practice' : 'contest',
        });
      case 'importSetup':
        return upload(
          '/api/admin/setup/import',
          'application/zip',
          this.#setupFiles.get(setupFileKey(op.renamed, op.practice))!,
        );
    }
  }

  /**
   * A team added twice at once gets a second key ("race-east-2"), which nothing else names: it is
   * removed again so the teams stay the ones drawn.
   */
  async removeStrayTeams(): Promise<void> {
    const teams = await this.app.db.selectFrom('teams').select('key').execute();
    for (const { key } of teams)
      if (!TEAMS.some((t) => t.key === key)) {
        const removed = await this.send({ kind: 'removeTeam', team: key });
        if (removed.statusCode !== 200) throw new Error(`${key} stayed: ${removed.body}`);
      }
  }

  /** The acting organiser is an admin again, whatever the last round revoked. */
  async restoreActingAdmin(): Promise<void> {
    await this.app.db
      .insertInto('admins')
      .values({ phone: this.admins[0]!.phoneNumber, granted_by: 'test', granted_at: 0 })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
  }
}
