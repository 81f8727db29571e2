import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Board } from '../../../common/admin-api.js';
import type { SeedQuestion } from '../../../common/quiz.js';
import { createServer } from '../../app.js';
import { openDatabase, type Db } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';
import type { ProfilesTable, QuizAttemptsTable } from '../../db/schema.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/databases.js';
import { signInTestUser } from '../../test/sessions.js';
import { contestSettings } from '../../test/quiz-input.js';
import { testConfig } from '../../test/test-server.js';

const ADMIN = '9111122222';
const quiz1 = JSON.parse(fs.readFileSync('content/questions/quiz1.json', 'utf8')) as SeedQuestion[];
let database: TestDatabase | undefined;

afterEach(async () => {
  await database?.drop();
  database = undefined;
});

const config = () =>
  testConfig(database!.url, {
    ADMIN_PHONES: `+91${ADMIN}`,
    STORAGE_URL: `file:${path.join(os.tmpdir(), 'utsav-seed-uploads')}`,
  });

/** The tables as migration 0008 left them, in the names they had then. */
type LastRelease = {
  games: { pool: string; enabled: number; updated_at: number };
  profiles: Omit<ProfilesTable, 'team'> & { rso: string; team: string };
  quiz_attempts: Omit<
    QuizAttemptsTable,
    'quiz_id' | 'team' | 'questions' | 'question_ms' | 'shown_at'
  > & {
    pool: string;
    rso: string;
  };
};

/** A database as it stood before quizzes moved into it: switches in `games`, plays without copies. */
async function databaseOfLastRelease(): Promise<void> {
  database = await createTestDatabase();
  const db: Db = openDatabase(config().database);
  try {
    await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
      '0008-visible-names',
    );
    // That release named a quiz `pool` and a team `rso`, and kept its switches in `games`.
    const old = db as unknown as Kysely<LastRelease>;
    await old.updateTable('games').set({ enabled: 1 }).where('pool', '=', 'quiz1').execute();
    const people = [
      ['u1', 'lucknow', 5, 40],
      ['u2', 'lucknow', 4, 35],
      ['u3', 'kanpur', 4, 30],
    ] as const;
    for (const [uid, team, score, seconds] of people) {
      await db
        .insertInto('users')
        .values({ id: uid, phone_number: `+9190000000${uid.slice(1)}`, created_at: 1 })
        .execute();
      await old
        .insertInto('profiles')
        .values({
          user_id: uid,
          employee_id: `e${uid}`,
          employee_label: null,
          name: `Player ${uid}`,
          gender: 'female',
          rso: team,
          // That release kept a copy of the team's label (migration 0012 dropped it).
          team,
          phone: '',
          selfie_key: null,
          profile_complete: 1,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      const ids = [1, 2, 3, 4, 5];
      const answers = ids.map((id, i) => {
        const question = quiz1.find((q) => q.id === id)!;
        return { id, selected: i < score ? question.answer : null };
      });
      await old
        .insertInto('quiz_attempts')
        .values({
          id: `a-${uid}`,
          user_id: uid,
          pool: 'quiz1',
          rso: team,
          status: 'completed',
          score,
          disqualified: 0,
          question_ids: JSON.stringify(ids),
          answers: JSON.stringify(answers),
          current_index: 5,
          served_at: 1_000,
          started_at: 1_000,
          finished_at: 1_000 + seconds * 1000,
          time_taken_sec: seconds,
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

describe(`quizzes seeded into a database on ${testDatabaseKind}`, () => {
  it('moves an existing database on with every play, score, answer and rank as it was', async () => {
    await databaseOfLastRelease();
    const before = await (async () => {
      const db = openDatabase(config().database);
      const old = db as unknown as Kysely<LastRelease>;
      const rows = await old.selectFrom('quiz_attempts').selectAll().orderBy('id').execute();
      await db.destroy();
      // Migration 0013 renamed pool and rso; every value stays.
      return rows.map(({ pool, rso, ...row }) => ({ ...row, quiz_id: pool, team: rso }));
    })();

    const app = await createServer(config());
    try {
      const quizzes = await app.db
        .selectFrom('quizzes')
        .select(['id', 'kind', 'title_en', 'enabled'])
        .orderBy('position')
        .execute();
      expect(quizzes).toEqual([
        { id: 'funquiz', kind: 'practice', title_en: 'Fun Quiz', enabled: 1 },
        { id: 'quiz1', kind: 'contest', title_en: '1st September 2025 - Quiz', enabled: 1 },
        { id: 'quiz2', kind: 'contest', title_en: '2nd September 2025 - Quiz', enabled: 0 },
        { id: 'quiz3', kind: 'contest', title_en: '3rd September 2025 - Quiz', enabled: 0 },
      ]);
      const after = await app.db.selectFrom('quiz_attempts').selectAll().orderBy('id').execute();
      for (const [index, play] of after.entries()) {
        const { questions, question_ms, shown_at, ...kept } = play;
        expect(kept).toEqual(before[index]);
        expect(question_ms).toBe(20_000);
        expect(shown_at).toBeNull();
        // The copy of what the play was served is what the files served it.
        const served = JSON.parse(questions!) as { id: number; answer: string }[];
        expect(served.map((q) => [q.id, q.answer])).toEqual(
          [1, 2, 3, 4, 5].map((id) => [id, quiz1.find((q) => q.id === id)!.answer]),
        );
      }
      const admin = (await signInTestUser(app, ADMIN)).cookies;
      const board = (
        await app.inject({ url: '/api/admin/leaderboard?quizId=quiz1', cookies: admin })
      ).json<Board>();
      expect(board.ranked.map((row) => [row.rank, row.name, row.score])).toEqual([
        [1, 'Player u1', 5],
        [2, 'Player u3', 4],
        [3, 'Player u2', 4],
      ]);
      // A regrade finds nothing to change: every play was graded by the key it holds.
      const regrade = await app.inject({
        method: 'POST',
        url: '/api/admin/quizzes/quiz1/regrade?dryRun=1',
        cookies: admin,
      });
      expect(regrade.json()).toMatchObject({ plays: 0, teams: [] });
    } finally {
      await app.close();
    }
  });

  it('seeds once: a quiz organisers delete stays deleted after a restart, and the files are not needed again', async () => {
    database = await createTestDatabase();
    const first = await createServer(config());
    const admin = (await signInTestUser(first, ADMIN)).cookies;
    const created = await first.inject({
      method: 'POST',
      url: '/api/admin/quizzes',
      cookies: admin,
      payload: contestSettings('Gone tomorrow'),
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await first.inject({ method: 'DELETE', url: '/api/admin/quizzes/quiz3', cookies: admin }))
        .statusCode,
    ).toBe(204);
    await first.close();

    // The question files gone: the quizzes live in the database now.
    const emptyContent = fs.mkdtempSync(path.join(os.tmpdir(), 'utsav-no-questions-'));
    fs.cpSync(path.resolve('content'), emptyContent, { recursive: true });
    fs.rmSync(path.join(emptyContent, 'questions'), { recursive: true });
    const second = await createServer({ ...config(), contentDir: emptyContent });
    try {
      const ids = (await second.db.selectFrom('quizzes').select('id').execute()).map((q) => q.id);
      expect(ids).not.toContain('quiz3');
      expect(ids).toContain(created.json<{ id: string }>().id);
      expect(ids).toHaveLength(4);
    } finally {
      await second.close();
    }
  });
});
