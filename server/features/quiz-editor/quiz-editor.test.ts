import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { QuizList, QuizStep } from '../../../common/api.js';
import type { AdminQuiz, QuizDetail, RegradeReport } from '../../../common/quiz-editor-api.js';
import { manualClock } from '../../clock.js';
import { recountTeams } from '../../team-counters.js';
import { newPlayers } from '../../test/profiles.js';
import { serverWithAdminForFile } from '../../test/admin-requests.js';
import { testDatabaseKind, type TestServer } from '../../test/test-server.js';

const ADMIN = '9111100000';
// One day of the event: the admin's session (12 hours) lasts through every test.
const clock = manualClock(Date.UTC(2026, 8, 1, 2, 0));
let server: TestServer;
let admin: Record<string, string>;
const newPlayer = newPlayers(() => server.app, 8300000000, 1000);

const call = serverWithAdminForFile(ADMIN, clock, (file) => ({ server, admin } = file));

const settings = (overrides: Record<string, unknown> = {}) => ({
  title: { en: 'Office trivia', hi: 'दफ़्तर क्विज़' },
  kind: 'contest',
  questionsPerPlay: 3,
  secondsPerQuestion: 15,
  open: true,
  opensAt: null,
  closesAt: null,
  ...overrides,
});

/** A new contest with the questions given as [text, options, correct]. */
async function contest(questions: [string, string[], number][], overrides = {}) {
  const created = await call<AdminQuiz>('POST', '/api/admin/quizzes', settings(overrides));
  expect(created.status).toBe(201);
  for (const [text, options, correct] of questions) {
    const added = await call('POST', `/api/admin/quizzes/${created.body.id}/questions`, {
      text,
      options,
      correct,
    });
    expect(added.status).toBe(201);
  }
  return created.body.id;
}

async function player(team = 'kanpur') {
  return (await newPlayer({ name: 'Editor Player', gender: 'male', team })).cookies;
}

/** Plays a quiz to the end, choosing what `choose` picks for each question. */
async function play(
  cookies: Record<string, string>,
  quizId: string,
  choose: (question: { question: string; options: string[] }) => string | null,
) {
  let step = (await call<QuizStep>('POST', `/api/quiz/${quizId}/start`, {}, cookies)).body;
  while ('question' in step) {
    clock.advance(1_000);
    step = (
      await call<QuizStep>(
        'POST',
        `/api/quiz/${quizId}/answer`,
        { questionId: step.question.id, selected: choose(step.question) },
        cookies,
      )
    ).body;
  }
  return step.result;
}

async function teamPoints() {
  const rows = await server.app.db.selectFrom('team_counters').selectAll().execute();
  return Object.fromEntries(rows.map((row) => [row.team, row.points]));
}

/** The invariant: a team's points are its registrations plus its finished plays' scores. */
async function recount() {
  const recounted = await recountTeams(server.app.db);
  const points = await teamPoints();
  return Object.fromEntries(
    Object.keys(points).map((team) => [team, recounted.get(team)?.points ?? 0]),
  );
}

const CAPITALS: [string, string[], number][] = [
  ['Capital of France?', ['Paris', 'Lyon'], 0],
  ['Capital of Japan?', ['Osaka', 'Tokyo', 'Kyoto'], 1],
  // The key is wrong: Canberra is the capital.
  ['Capital of Australia?', ['Sydney', 'Canberra', 'Perth', 'Hobart'], 0],
];
/** The option each question's key marks, as imported (Australia's wrongly). */
const KEYED: Record<string, string> = Object.fromEntries(
  CAPITALS.map(([text, options, correct]) => [text, options[correct]!]),
);
const RIGHT: Record<string, string> = {
  'Capital of France?': 'Paris',
  'Capital of Japan?': 'Tokyo',
  'Capital of Australia?': 'Canberra',
};

describe(`the quiz editor on ${testDatabaseKind}`, () => {
  it('creates a contest that players see in their language, with its own questions per play and seconds', async () => {
    const id = await contest(CAPITALS);
    const cookies = await player();
    const list = (await call<QuizList>('GET', '/api/quizzes', undefined, cookies)).body;
    expect(list.open.find((quiz) => quiz.id === id)).toEqual({
      id,
      kind: 'contest',
      title: { en: 'Office trivia', hi: 'दफ़्तर क्विज़' },
      questionsPerPlay: 3,
      secondsPerQuestion: 15,
      closesAt: null,
      played: null,
    });
    const step = (await call<QuizStep>('POST', `/api/quiz/${id}/start`, {}, cookies)).body;
    expect(step).toMatchObject({ question: { index: 0, total: 3, seconds: 15, secondsLeft: 15 } });
    // A contest's answer key never reaches a player's browser.
    expect(JSON.stringify(step)).not.toMatch(/"answer"|"correct"/);
  });

  it('refuses bad settings and questions field by field, and changes nothing', async () => {
    const before = (await call<{ quizzes: AdminQuiz[] }>('GET', '/api/admin/quizzes')).body;
    const cases: [object, string, string][] = [
      [settings({ title: { en: ' ', hi: '' } }), 'title.en', 'quizTitleRequired'],
      [settings({ questionsPerPlay: 0 }), 'questionsPerPlay', 'questionsPerPlayRange'],
      [settings({ secondsPerQuestion: 301 }), 'secondsPerQuestion', 'secondsRange'],
      [
        settings({ opensAt: '2026-09-01T12:00', closesAt: '2026-09-01T11:00' }),
        'closesAt',
        'closesBeforeOpens',
      ],
      [settings({ opensAt: 'noon' }), 'opensAt', 'scheduleNotATime'],
    ];
    for (const [body, field, reason] of cases) {
      const refused = await call('POST', '/api/admin/quizzes', body);
      expect(refused.status, reason).toBe(400);
      expect(refused.body).toMatchObject({
        error: { code: 'invalid_quiz', field, params: { reason } },
      });
    }
    const id = before.quizzes[1]!.id;
    for (const [question, field, reason] of [
      [{ text: 'Q', options: ['Only one'], correct: 0 }, 'options', 'tooFewOptions'],
      [
        { text: 'Q', options: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], correct: 0 },
        'options',
        'tooManyOptions',
      ],
      [{ text: 'Q', options: ['Same', 'Same'], correct: 0 }, 'options', 'optionsNotDistinct'],
      [{ text: 'Q', options: ['A', 'B'], correct: 2 }, 'correct', 'correctNotAnOption'],
      [{ text: 'Q', options: ['A', ''], correct: 0 }, 'options.1', 'optionRequired'],
    ] as const) {
      const refused = await call('POST', `/api/admin/quizzes/${id}/questions`, question);
      expect(refused.body, reason).toMatchObject({
        error: { code: 'invalid_quiz', field, params: { reason } },
      });
    }
    expect((await call('GET', '/api/admin/quizzes')).body).toEqual(before);
  });

  it('lets an organiser play a closed quiz as a player would, with its answers to grade it', async () => {
    const id = await contest(CAPITALS, {
      open: false,
      questionsPerPlay: 2,
      secondsPerQuestion: 30,
    });
    const preview = await call<{
      quiz: { questionsPerPlay: number; secondsPerQuestion: number };
      questions: { question: string; answer: string; options: string[] }[];
    }>('GET', `/api/admin/quizzes/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.quiz).toMatchObject({ questionsPerPlay: 2, secondsPerQuestion: 30 });
    expect(preview.body.questions).toHaveLength(2);
    for (const question of preview.body.questions)
      expect(question.answer).toBe(KEYED[question.question]);
    // Nothing is recorded: the organiser has no play of it.
    expect(
      await server.app.db
        .selectFrom('quiz_attempts')
        .select('id')
        .where('quiz_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('tells open screens when a quiz changes, and not when only its questions do', async () => {
    const id = await contest([]);
    const nudges: string[] = [];
    const stop = server.app.bus.subscribe((event) => {
      if (event.type === 'quizzes') nudges.push(event.type);
    });
    try {
      await call('POST', `/api/admin/quizzes/${id}/questions`, CAPITALS_INPUT);
      const [question] = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body.questions;
      await call('PUT', `/api/admin/quizzes/${id}/questions/${question!.id}`, CAPITALS_INPUT);
      await call('PUT', `/api/admin/quizzes/${id}/order`, { ids: [question!.id] });
      expect(nudges).toEqual([]);
      await call('PUT', `/api/admin/quizzes/${id}/open`, { open: false });
      expect(nudges).toEqual(['quizzes']);
    } finally {
      stop();
    }
  });

  it('holds at most 1,000 questions in a quiz, refusing one more', async () => {
    const id = await contest([]);
    await server.app.db
      .insertInto('questions')
      .values(
        Array.from({ length: 1_000 }, (_, i) => ({
          quiz_id: id,
          id: i + 1,
          position: i,
          text: `Question ${i + 1}`,
          options: JSON.stringify(['Yes', 'No']),
          correct: 0,
          image_key: null,
          updated_at: 0,
        })),
      )
      .execute();
    const refused = await call('POST', `/api/admin/quizzes/${id}/questions`, CAPITALS_INPUT);
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_quiz', params: { reason: 'tooManyQuestions' } } },
    });
    const count = await server.app.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('quiz_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1_000);
  });

  it('turns a schedule in the event time zone into moments, and opens and closes the quiz by itself', async () => {
    clock.set(Date.UTC(2026, 8, 1, 5, 0)); // 10:30 in Kolkata
    const id = await contest(CAPITALS, {
      opensAt: '2026-09-01T11:00',
      closesAt: '2026-09-01T12:00',
    });
    const quiz = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body.quiz;
    expect(quiz).toMatchObject({
      status: 'scheduled',
      opensAt: Date.UTC(2026, 8, 1, 5, 30),
      closesAt: Date.UTC(2026, 8, 1, 6, 30),
      opensAtLocal: '2026-09-01T11:00',
    });
    const cookies = await player();
    const list = async () => (await call<QuizList>('GET', '/api/quizzes', undefined, cookies)).body;
    expect((await list()).open.map((q) => q.id)).not.toContain(id);
    expect((await list()).upcoming.map((q) => [q.id, q.opensAt])).toContainEqual([
      id,
      Date.UTC(2026, 8, 1, 5, 30),
    ]);
    expect((await call('POST', `/api/quiz/${id}/start`, {}, cookies)).status).toBe(403);
    clock.set(Date.UTC(2026, 8, 1, 5, 30));
    expect((await list()).open.map((q) => q.id)).toContain(id);
    clock.set(Date.UTC(2026, 8, 1, 6, 30));
    expect((await list()).open.map((q) => q.id)).not.toContain(id);
    // The switch closes it whatever the schedule says.
    clock.set(Date.UTC(2026, 8, 1, 5, 45));
    await call('PUT', `/api/admin/quizzes/${id}/open`, { open: false });
    expect((await list()).open.map((q) => q.id)).not.toContain(id);
  });

  it('keeps a play to the questions, options and key it was served, whatever is edited meanwhile', async () => {
    clock.set(Date.UTC(2026, 8, 1, 7, 0));
    const id = await contest(CAPITALS, { questionsPerPlay: 3 });
    const cookies = await player('lucknow');
    let step = (await call<QuizStep>('POST', `/api/quiz/${id}/start`, {}, cookies)).body;
    const served: string[] = [];
    const detail = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body;
    // Every question is rewritten, re-keyed or deleted while the play is under way.
    for (const question of detail.questions) {
      await call('PUT', `/api/admin/quizzes/${id}/questions/${question.id}`, {
        text: `${question.text} (edited)`,
        options: [...question.options.map((o) => `${o}!`)],
        correct: (question.correct + 1) % question.options.length,
      });
    }
    await call('DELETE', `/api/admin/quizzes/${id}/questions/${detail.questions[0]!.id}`);
    while ('question' in step) {
      expect(step.question.question).not.toMatch(/edited/);
      served.push(step.question.question);
      clock.advance(1_000);
      // Answered by the key it was served: France → Paris, Japan → Tokyo, Australia → Sydney.
      const shown = step.question.question;
      const original = CAPITALS.find(([text]) => text === shown)!;
      step = (
        await call<QuizStep>(
          'POST',
          `/api/quiz/${id}/answer`,
          { questionId: step.question.id, selected: original[1][original[2]]! },
          cookies,
        )
      ).body;
    }
    expect(served.sort()).toEqual(CAPITALS.map(([text]) => text).sort());
    expect(step.result.score).toBe(3);
    expect(await teamPoints()).toEqual(await recount());
  });

  it('refuses to delete or change the kind of a quiz with plays, and archives it with its plays kept', async () => {
    clock.set(Date.UTC(2026, 8, 1, 8, 0));
    const id = await contest(CAPITALS);
    await play(await player(), id, (q) => q.options[0]!);
    expect((await call('DELETE', `/api/admin/quizzes/${id}`)).body).toMatchObject({
      error: { code: 'quiz_has_plays' },
    });
    const practice = await call('PUT', `/api/admin/quizzes/${id}`, settings({ kind: 'practice' }));
    expect([practice.status, practice.body]).toMatchObject([
      409,
      { error: { code: 'quiz_kind_locked' } },
    ]);
    const archived = await call<AdminQuiz>('POST', `/api/admin/quizzes/${id}/archive`);
    expect(archived.body).toMatchObject({ status: 'archived', completed: 1 });
    const cookies = await player();
    expect(
      (await call<QuizList>('GET', '/api/quizzes', undefined, cookies)).body.open.map((q) => q.id),
    ).not.toContain(id);
    expect((await call('POST', `/api/quiz/${id}/start`, {}, cookies)).status).toBe(403);
    // Archived is read-only until restored; its leaderboard still reads.
    expect(
      (await call('POST', `/api/admin/quizzes/${id}/questions`, CAPITALS_INPUT)).body,
    ).toMatchObject({
      error: { code: 'quiz_archived' },
    });
    expect((await call('GET', `/api/admin/leaderboard?quizId=${id}`)).status).toBe(200);
    expect((await call<AdminQuiz>('POST', `/api/admin/quizzes/${id}/restore`)).body.status).toBe(
      'open',
    );
    // A quiz nobody played goes for good.
    const unplayed = await contest([]);
    expect((await call('DELETE', `/api/admin/quizzes/${unplayed}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/quizzes/${unplayed}`)).status).toBe(404);
  });

  it('duplicates a quiz closed, with every question, and records every change with before and after', async () => {
    const id = await contest(CAPITALS);
    const copy = await call<AdminQuiz>('POST', `/api/admin/quizzes/${id}/duplicate`);
    expect(copy.body).toMatchObject({
      title: { en: 'Office trivia (copy)' },
      open: false,
      questionCount: 3,
      completed: 0,
    });
    const first = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body.questions[0]!;
    await call('PUT', `/api/admin/quizzes/${id}/questions/${first.id}`, {
      text: 'Capital of Italy?',
      options: ['Rome', 'Milan'],
      correct: 0,
    });
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'question.update')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({
      quiz: id,
      question: first.id,
      before: { text: 'Capital of France?', options: ['Paris', 'Lyon'], correct: 0 },
      after: { text: 'Capital of Italy?', options: ['Rome', 'Milan'], correct: 0 },
    });
  });

  it('regrades finished plays by the corrected key: the dry run says what changes, and the teams move by exactly that', async () => {
    clock.set(Date.UTC(2026, 8, 1, 9, 0));
    const id = await contest(CAPITALS, { questionsPerPlay: 3, shuffleOptions: false });
    const right = (q: { question: string }) => RIGHT[q.question]!;
    // Two in Lucknow and one in Kanpur answer Australia right (Canberra), so the wrong key cost them.
    for (const team of ['lucknow', 'lucknow', 'kanpur'])
      expect((await play(await player(team), id, right)).score).toBe(2);
    // One in Bhopal answered Sydney, which the wrong key counted right.
    expect((await play(await player('bhopal'), id, (q) => q.options[0]!)).score).toBe(2);
    const before = await teamPoints();

    const australia = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body
      .questions[2]!;
    await call('PUT', `/api/admin/quizzes/${id}/questions/${australia.id}`, {
      text: australia.text,
      options: australia.options,
      correct: 1,
    });
    const edited = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body.questions[2]!;
    expect(edited).toMatchObject({ plays: 4, playsToRegrade: 4 });

    const dry = (await call<RegradeReport>('POST', `/api/admin/quizzes/${id}/regrade?dryRun=1`))
      .body;
    expect(dry).toEqual({
      dryRun: true,
      plays: 4,
      inProgress: 0,
      teams: [
        { team: 'lucknow', label: 'Krrish', points: 2 },
        { team: 'kanpur', label: 'Dabang', points: 1 },
        { team: 'bhopal', label: 'Sholay', points: -1 },
      ],
      questions: [{ id: australia.id, text: 'Capital of Australia?', plays: 4, remarked: 4 }],
    });
    expect(await teamPoints()).toEqual(before);

    const applied = (await call<RegradeReport>('POST', `/api/admin/quizzes/${id}/regrade`)).body;
    expect({ ...applied, dryRun: true }).toEqual(dry);
    const after = await teamPoints();
    expect(after.lucknow).toBe(before.lucknow! + 2);
    expect(after.kanpur).toBe(before.kanpur! + 1);
    expect(after.bhopal).toBe(before.bhopal! - 1);
    expect(after).toEqual(await recount());
    const board = (
      await call<{ ranked: { score: number }[] }>('GET', `/api/admin/leaderboard?quizId=${id}`)
    ).body;
    expect(board.ranked.map((row) => row.score)).toEqual([3, 3, 3, 1]);
    // Nothing is left to regrade: a second run changes nothing.
    expect(
      (await call<RegradeReport>('POST', `/api/admin/quizzes/${id}/regrade`)).body,
    ).toMatchObject({ plays: 0, teams: [] });
    expect(await teamPoints()).toEqual(after);
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'quiz.regrade')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({
      quiz: id,
      plays: 4,
      teams: { lucknow: 2, kanpur: 1, bhopal: -1 },
    });
  });

  it('grades each of 20 plays running through edits and regrades by the key it was served, with the counters exact', async () => {
    clock.set(Date.UTC(2026, 8, 1, 10, 0));
    const id = await contest(CAPITALS, { questionsPerPlay: 3, shuffleOptions: false });
    const teams = ['lucknow', 'kanpur', 'bhopal', 'central'];
    const players = await Promise.all(
      Array.from({ length: 20 }, (_, i) => player(teams[i % teams.length])),
    );
    const steps = await Promise.all(
      players.map(
        async (cookies) =>
          (await call<QuizStep>('POST', `/api/quiz/${id}/start`, {}, cookies)).body,
      ),
    );
    const australia = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body
      .questions[2]!;
    const rekey = (correct: number) =>
      call('PUT', `/api/admin/quizzes/${id}/questions/${australia.id}`, {
        text: australia.text,
        options: australia.options,
        correct,
      });
    const scores: number[] = [];
    // Each player answers every question with its first option, as the key they were served stood.
    await Promise.all(
      players.map(async (cookies, i) => {
        let step = steps[i]!;
        while ('question' in step) {
          step = (
            await call<QuizStep>(
              'POST',
              `/api/quiz/${id}/answer`,
              { questionId: step.question.id, selected: step.question.options[0]! },
              cookies,
            )
          ).body;
          if (i % 5 === 0) await rekey(i % 2);
          if (i % 7 === 0) await call('POST', `/api/admin/quizzes/${id}/regrade`);
        }
        scores[i] = step.result.score;
      }),
    );
    // Graded by the keys served: every play started before any edit, when Australia's key was
    // Sydney; first options are Paris (right), Osaka (wrong) and Sydney (right as served).
    expect(scores).toEqual(Array(20).fill(2));
    expect(await teamPoints()).toEqual(await recount());
    await rekey(1);
    await call('POST', `/api/admin/quizzes/${id}/regrade`);
    expect(await teamPoints()).toEqual(await recount());
    const finished = await server.app.db
      .selectFrom('quiz_attempts')
      .select('score')
      .where('quiz_id', '=', id)
      .execute();
    // Regraded by Canberra: first options are Paris (right), Osaka (wrong), Sydney (wrong).
    expect(finished.map((play) => play.score)).toEqual(Array(20).fill(1));
  });
});

describe(`question images, files and fair seconds on ${testDatabaseKind}`, () => {
  const upload = (url: string, body: Buffer | string, type: string) =>
    server.app.inject({
      method: url.endsWith('/image') ? 'PUT' : 'POST',
      url,
      cookies: admin,
      headers: { 'content-type': type },
      payload: body,
    });

  it('counts a question from when the phone has it on screen, never from later than 5 s after it was sent', async () => {
    clock.set(Date.UTC(2026, 8, 1, 11, 0));
    const id = await contest(CAPITALS, { questionsPerPlay: 3, secondsPerQuestion: 20 });
    const cookies = await player();
    const shown = (questionId: number) =>
      call<QuizStep>('POST', `/api/quiz/${id}/shown`, { questionId }, cookies);
    const answer = (questionId: number, selected: string) =>
      call<QuizStep>('POST', `/api/quiz/${id}/answer`, { questionId, selected }, cookies);

    let step = (await call<QuizStep>('POST', `/api/quiz/${id}/start`, {}, cookies)).body;
    if (!('question' in step)) throw new Error('expected a question');
    // On screen 3 s after it was sent (its picture took that long): 20 s from then.
    clock.advance(3_000);
    expect((await shown(step.question.id)).body).toMatchObject({ question: { secondsLeft: 20 } });
    // A second signal later changes nothing.
    clock.advance(5_000);
    expect((await shown(step.question.id)).body).toMatchObject({ question: { secondsLeft: 15 } });
    // 23.5 s after it was sent, 20.5 s after it was on screen: in time.
    clock.advance(15_500);
    const first = step.question;
    step = (await answer(first.id, KEYED[first.question]!)).body;
    if (!('question' in step)) throw new Error('expected a question');

    // Held back: the signal 9 s after sending counts as 5 s after.
    clock.advance(9_000);
    expect((await shown(step.question.id)).body).toMatchObject({ question: { secondsLeft: 16 } });
    clock.advance(18_001); // 27 s after sending, 22 s after the bound: late
    const second = step.question;
    step = (await answer(second.id, KEYED[second.question]!)).body;
    if (!('question' in step)) throw new Error('expected a question');

    // Never signalled: timed from when it was sent, as before.
    clock.advance(22_001);
    const third = step.question;
    step = (await answer(third.id, KEYED[third.question]!)).body;
    if (!('result' in step)) throw new Error('expected the result');
    expect(step.result.answers.map((a) => a.selected !== null)).toEqual([true, false, false]);
    expect(step.result.score).toBe(1);
  });

  it("re-encodes a question's picture, and shows a contest's to a player only once their play reaches it", async () => {
    clock.set(Date.UTC(2026, 8, 1, 11, 30));
    const id = await contest(CAPITALS.slice(0, 2), { questionsPerPlay: 2 });
    const questions = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body.questions;
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#c33' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret GPS place' } } })
      .jpeg()
      .toBuffer();
    for (const question of questions) {
      const saved = await upload(
        `/api/admin/quizzes/${id}/questions/${question.id}/image`,
        photo,
        'image/jpeg',
      );
      expect(saved.statusCode).toBe(200);
    }
    const before = (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body;
    const refused = await upload(
      `/api/admin/quizzes/${id}/questions/${questions[0]!.id}/image`,
      'not a picture at all',
      'image/png',
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ error: { code: 'image_not_image' } });
    expect((await call('GET', `/api/admin/quizzes/${id}`)).body).toEqual(before);

    const adminCopy = await server.app.inject({
      url: before.questions[0]!.imageUrl!,
      cookies: admin,
    });
    expect(adminCopy.headers['content-type']).toBe('image/webp');
    const stored = await sharp(adminCopy.rawPayload).metadata();
    expect([stored.format, stored.width, stored.exif]).toEqual(['webp', 1280, undefined]);

    const cookies = await player();
    const bystander = await player();
    const step = (await call<QuizStep>('POST', `/api/quiz/${id}/start`, {}, cookies)).body;
    if (!('question' in step)) throw new Error('expected a question');
    const firstImage = step.question.image!;
    const other = questions.find((q) => q.id !== step.question.id)!;
    const otherImage = `/api/quiz/${id}/questions/${other.id}/image`;
    const status = async (url: string, who: Record<string, string>) =>
      (await server.app.inject({ url, cookies: who })).statusCode;
    expect(await status(firstImage, cookies)).toBe(200);
    expect(await status(otherImage, cookies)).toBe(404);
    expect(await status(firstImage, bystander)).toBe(404);
    clock.advance(1_000);
    await call(
      'POST',
      `/api/quiz/${id}/answer`,
      { questionId: step.question.id, selected: null },
      cookies,
    );
    expect(await status(otherImage, cookies)).toBe(200);
  });

  it('previews a file, refuses one with a bad row or a broken line whole, and applies a good one in one go', async () => {
    const id = await contest([]);
    const questions = async () =>
      (await call<QuizDetail>('GET', `/api/admin/quizzes/${id}`)).body.questions;
    const good =
      '\uFEFFquestion,option 1,option 2,option 3,correct\r\n' +
      'Largest planet?,Jupiter,Mars,Venus,1\r\n' +
      '"भारत की राजधानी?",दिल्ली,मुंबई,,1\r\n';
    const preview = await upload(`/api/admin/quizzes/${id}/import?dryRun=1`, good, 'text/csv');
    expect(preview.json()).toMatchObject({ dryRun: true, added: 2, changed: 0, invalidTotal: 0 });
    expect(await questions()).toEqual([]);

    const withBadRow = `${good}Only one option?,Yes,,,1\r\n`;
    const refused = await upload(`/api/admin/quizzes/${id}/import`, withBadRow, 'text/csv');
    expect(refused.json()).toMatchObject({
      error: { code: 'quiz_import_invalid', params: { line: 4 } },
    });
    const broken = await upload(
      `/api/admin/quizzes/${id}/import`,
      `${good}"Unclosed,1,2,1\r\n`,
      'text/csv',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      error: { code: 'quiz_file_malformed', params: { line: 4 } },
    });
    const notCsv = await upload(`/api/admin/quizzes/${id}/import`, good, 'application/pdf');
    expect(notCsv.json()).toMatchObject({ error: { code: 'quiz_file_not_supported' } });
    expect(await questions()).toEqual([]);

    const applied = await upload(`/api/admin/quizzes/${id}/import`, good, 'text/csv');
    expect(applied.json()).toMatchObject({ dryRun: false, added: 2 });
    expect((await questions()).map((q) => [q.text, q.options, q.correct])).toEqual([
      ['Largest planet?', ['Jupiter', 'Mars', 'Venus'], 0],
      ['भारत की राजधानी?', ['दिल्ली', 'मुंबई'], 0],
    ]);
    // The quiz's own export comes back unchanged.
    const exported = await server.app.inject({
      url: `/api/admin/quizzes/${id}/questions.csv`,
      cookies: admin,
    });
    const again = await upload(
      `/api/admin/quizzes/${id}/import?dryRun=1`,
      exported.body,
      'text/csv',
    );
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 2, invalidTotal: 0 });
  });
});

const CAPITALS_INPUT = { text: 'Capital of Spain?', options: ['Madrid', 'Seville'], correct: 0 };
