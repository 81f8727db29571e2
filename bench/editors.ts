// The organisers' editors on the event's hot path: a regrade of a contest's finished plays while
// others answer, a quiz opening by its schedule under every open phone, and one question image
// asked for by thousands of players at once. Each starts a fresh database and server, as the other
// scenarios do (bench/scenarios.ts).
import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { Pool } from 'undici';
import type { QuizList, QuizStep } from '../common/api.js';
import type { RegradeReport } from '../common/quiz-editor-api.js';
import { announce } from '../server/live/event-bus.js';
import { pickQuestions } from '../server/features/quiz/pick-questions.js';
import { scoreOf } from '../server/features/quiz/play-service.js';
import { readQuestions, toServed, type ServedQuestion } from '../server/features/quiz/quizzes.js';
import { openSseStream, type Subscriber } from './fanout.js';
import { cpuNow, cpuSince, loadResult, machineCpu, percentile, type LoadResult } from './load.js';
import { mb, withAdmin, withServers, type Context, type Kind, type Row } from './scenarios.js';
import { checkTeamCounters, moveTeamCounters } from '../server/team-counters.js';
import { openQuizzes, seedUsers, signInAdmin, type newDatabase, type SeededUser } from './seed.js';
import type { Running } from './servers.js';

type Db = Parameters<typeof checkTeamCounters>[0];

/** The organiser of these scenarios: an admin by ADMIN_PHONES on the bench server. */
const ORGANISER_PHONE = '+919000000002';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * One request through an undici pool: its status, body (as text, or only its length with `bytes`)
 * and latency; a refusal is status 0.
 */
async function call(
  pool: Pool,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
  read: 'text' | 'bytes' = 'text',
): Promise<{ status: number; text: string; bytes: number; ms: number; sentAt: number }> {
  const sentAt = now();
  try {
    const response = await pool.request({ method, path, headers, body });
    let text = '';
    let bytes = 0;
    if (read === 'text') {
      text = await response.body.text();
      bytes = Buffer.byteLength(text);
    } else {
      for await (const chunk of response.body) bytes += (chunk as Buffer).length;
    }
    return { status: response.statusCode, text, bytes, ms: now() - sentAt, sentAt };
  } catch (error) {
    return { status: 0, text: String(error), bytes: 0, ms: now() - sentAt, sentAt };
  }
}

type BenchDatabase = Awaited<ReturnType<typeof newDatabase>>;
type Organiser = ReturnType<typeof asOrganiser>;

/** An organiser's request, as the admin area sends it: JSON, with its session and its Origin. */
function asOrganiser(server: Running, cookie: string) {
  return async (method: 'POST' | 'PUT', path: string, body?: unknown, type?: string) => {
    const response = await fetch(`${server.base}${path}`, {
      method,
      headers: {
        cookie,
        origin: server.base,
        ...(body === undefined ? {} : { 'content-type': type ?? 'application/json' }),
      },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text;
  };
}

/**
 * One bench server with the scenarios' organiser among its admins (ADMIN_PHONES), and that
 * organiser signed in: `run` is given the server, its database and the organiser's requests.
 */
function withOrganisedServer<T>(
  kind: Kind,
  context: Context,
  run: (server: Running, database: BenchDatabase, organiser: Organiser) => Promise<T>,
  seed: (database: BenchDatabase) => Promise<void>,
): Promise<T> {
  return withServers(
    kind,
    withAdmin(context, ORGANISER_PHONE),
    1,
    async ([server], database) =>
      run(server!, database, asOrganiser(server!, await signInAdmin(database.db, ORGANISER_PHONE))),
    seed,
  );
}

/** Each user's team, from the profiles the seed completed. */
async function teamsOf(db: Db, users: SeededUser[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('profiles').select(['user_id', 'team']).execute();
  const wanted = new Set(users.map((user) => user.uid));
  return new Map(
    rows.filter((row) => wanted.has(row.user_id)).map((row) => [row.user_id, row.team]),
  );
}

/** A seeded play as the quiz service writes one: its own copy of the questions it was served. */
type SeededPlay = {
  user: string;
  team: string;
  served: ServedQuestion[];
  answers: { id: number; selected: string | null }[];
};

/**
 * Writes plays of `quizId` directly, as the quiz service would have written them (bench/seed.ts
 * seeds the same way): finished ones add their scores to their teams' points in the same
 * transaction, as the last answer does.
 */
async function insertPlays(
  db: Db,
  quizId: string,
  plays: SeededPlay[],
  { completed, at }: { completed: boolean; at: number },
): Promise<void> {
  const size = 500;
  for (let start = 0; start < plays.length; start += size) {
    const batch = plays.slice(start, start + size);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('quiz_attempts')
        .values(
          batch.map((play) => {
            const score = completed ? scoreOf(play.answers, play.served) : 0;
            return {
              id: randomUUID(),
              user_id: play.user,
              quiz_id: quizId,
              team: play.team,
              status: completed ? ('completed' as const) : ('in-progress' as const),
              score,
              disqualified: completed ? 0 : 1,
              question_ids: JSON.stringify(play.served.map((question) => question.id)),
              questions: JSON.stringify(play.served),
              question_ms: 20_000,
              answers: JSON.stringify(play.answers),
              current_index: play.answers.length,
              served_at: at,
              shown_at: null,
              started_at: at - 60_000,
              finished_at: completed ? at : null,
              time_taken_sec: completed ? 60 : null,
            };
          }),
        )
        .execute();
      if (!completed) return;
      const points = new Map<string, number>();
      for (const play of batch) {
        points.set(play.team, (points.get(play.team) ?? 0) + scoreOf(play.answers, play.served));
      }
      await moveTeamCounters(
        trx,
        [...points].map(([team, added]) => ({ team, registrations: 0, points: added })),
      );
    });
  }
}

/** The seed's plays of a contest: five questions each, answered right about 60% of the time. */
async function finishedPlays(db: Db, quizId: string, users: SeededUser[]): Promise<SeededPlay[]> {
  const questions = await readQuestions(db, quizId);
  const teams = await teamsOf(db, users);
  return users.map((user) => {
    const served = pickQuestions(questions, 5, randomInt).map(toServed);
    return {
      user: user.uid,
      team: teams.get(user.uid)!,
      served,
      answers: served.map((question) => ({
        id: question.id,
        selected:
          Math.random() < 0.6
            ? question.answer
            : question.options[randomInt(question.options.length)]!,
      })),
    };
  });
}

/** Sum of the finished plays' scores of one quiz, by team. */
async function quizScores(db: Db, quizId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('quiz_attempts')
    .select(['team', (eb) => eb.fn.sum<number>('score').as('s')])
    .where('quiz_id', '=', quizId)
    .where('status', '=', 'completed')
    .groupBy('team')
    .execute();
  return new Map(rows.map((row) => [row.team, Number(row.s)]));
}

type Answer = { sentAt: number; ms: number; ok: boolean };

/**
 * Players playing a contest at a brisk pace: `loops` phones at once, each taking the next user of
 * `users` for its next play (start, then each answer after a think time), until stopped.
 */
function playLoops(pool: Pool, quizId: string, users: SeededUser[], loops: number) {
  const answers: Answer[] = [];
  let errors = 0;
  let finished = 0;
  let stopped = false;
  let next = 0;
  const loop = async () => {
    while (!stopped && next < users.length) {
      const user = users[next++]!;
      const headers = { cookie: user.cookie, 'content-type': 'application/json' };
      const start = await call(pool, 'POST', `/api/quiz/${quizId}/start`, headers, '{}');
      if (start.status !== 200) {
        errors += 1;
        continue;
      }
      let step = JSON.parse(start.text) as QuizStep;
      while (!stopped && 'question' in step) {
        await sleep(500 + Math.random() * 1_500);
        if (stopped) break;
        const { id, options } = step.question;
        const body = JSON.stringify({
          questionId: id,
          selected: options[randomInt(options.length)],
        });
        const answer = await call(pool, 'POST', `/api/quiz/${quizId}/answer`, headers, body);
        answers.push({ sentAt: answer.sentAt, ms: answer.ms, ok: answer.status === 200 });
        if (answer.status !== 200) {
          errors += 1;
          break;
        }
        step = JSON.parse(answer.text) as QuizStep;
        if ('result' in step) finished += 1;
      }
    }
  };
  const running = Promise.all(Array.from({ length: loops }, loop));
  return {
    answers,
    errors: () => errors,
    finished: () => finished,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

function answersResult(answers: Answer[], seconds: number, errors: number): LoadResult {
  const latencies = sorted(answers.map((answer) => answer.ms));
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    generatorCpu: 0,
    machineBusy: 0,
  };
}

/**
 * (8) A regrade under load: `plays` finished plays of quiz1 in the database, then the organiser
 * corrects one question's key in the editor, asks for a dry run and applies the regrade over HTTP,
 * while `players` phones are answering quiz2.
 */
export async function regradeUnderLoad(
  kind: Kind,
  context: Context,
  options: { plays: number; players: number },
): Promise<Row[]> {
  let users: SeededUser[] = [];
  let plays: SeededPlay[] = [];
  return withOrganisedServer(
    kind,
    context,
    async (server, database, organiser) => {
      const db = database.db;
      // The question to correct: quiz1's first, its key moved to the next option.
      const [question] = await readQuestions(db, 'quiz1');
      const choices = JSON.parse(question!.options) as string[];
      const correct = (question!.correct + 1) % choices.length;
      const oldAnswer = choices[question!.correct]!;
      const newAnswer = choices[correct]!;
      // What the regrade must find, from the plays as seeded.
      const expected = new Map<string, number>();
      let expectedPlays = 0;
      for (const play of plays) {
        const index = play.served.findIndex((served) => served.id === question!.id);
        if (index < 0) continue;
        const selected = play.answers[index]!.selected;
        const delta = selected === newAnswer ? 1 : selected === oldAnswer ? -1 : 0;
        if (delta === 0) continue;
        expectedPlays += 1;
        expected.set(play.team, (expected.get(play.team) ?? 0) + delta);
      }
      const scoresBefore = await quizScores(db, 'quiz1');
      // On SQLite the server notices the admin's session (another writer) within half a second.
      await sleep(1_000);

      const pool = new Pool(server.base, { connections: 128 });
      server.resetPeak();
      const machineBefore = machineCpu();
      const players = playLoops(pool, 'quiz2', users, options.players);
      // Warm-up, then the five seconds measured before the organiser's first request.
      await sleep(3_000);
      const beforeFrom = now();
      await sleep(5_000);
      const beforeTo = now();
      await organiser('PUT', `/api/admin/quizzes/quiz1/questions/${question!.id}`, {
        text: question!.text,
        options: choices,
        correct,
      });
      const drySent = now();
      const dry = JSON.parse(
        await organiser('POST', '/api/admin/quizzes/quiz1/regrade?dryRun=1'),
      ) as RegradeReport;
      const dryAnswered = now();
      await sleep(2_000);
      const sent = now();
      const applied = JSON.parse(
        await organiser('POST', '/api/admin/quizzes/quiz1/regrade'),
      ) as RegradeReport;
      const answered = now();
      await sleep(3_000);
      await players.stop();
      await pool.close();
      const machine = machineCpu();
      const runSeconds = (now() - beforeFrom) / 1000;

      const problems = await checkTeamCounters(db);
      const scoresAfter = await quizScores(db, 'quiz1');
      const moved = new Map(applied.teams.map((team) => [team.team, team.points]));
      for (const team of new Set([...expected.keys(), ...moved.keys()])) {
        const want = expected.get(team) ?? 0;
        if ((moved.get(team) ?? 0) !== want)
          problems.push(`${team}: regrade moved ${moved.get(team) ?? 0} points, expected ${want}`);
        const after = scoresAfter.get(team) ?? 0;
        const before = scoresBefore.get(team) ?? 0;
        if (after - before !== want)
          problems.push(`${team}: quiz1 scores moved ${after - before}, expected ${want}`);
      }
      if (applied.plays !== expectedPlays)
        problems.push(`regrade moved ${applied.plays} plays, expected ${expectedPlays}`);
      if (dry.plays !== applied.plays)
        problems.push(`dry run ${dry.plays} plays, applied ${applied.plays}`);

      // An answer overlapping a request: sent before it was answered, answered after it was sent.
      const overlapping = (from: number, to: number) =>
        players.answers.filter((answer) => answer.sentAt < to && answer.sentAt + answer.ms > from);
      const before = players.answers.filter(
        (answer) => answer.sentAt >= beforeFrom && answer.sentAt < beforeTo,
      );
      const during = overlapping(sent, answered);
      const duringDry = sorted(overlapping(drySent, dryAnswered).map((answer) => answer.ms));
      const regradeMs = answered - sent;
      const all = sorted(players.answers.map((answer) => answer.ms));
      const peakMb = mb(server.peakRss());
      const serverCpu = server.cpuSinceReset();
      const teams = applied.teams.map(
        (team) => `${team.team} ${team.points > 0 ? '+' : ''}${team.points}`,
      );
      const busy = (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total);
      return [
        {
          scenario: 'regrade: answers before',
          database: kind,
          result: {
            ...answersResult(before, (beforeTo - beforeFrom) / 1000, 0),
            machineBusy: busy,
          },
          peakMb,
          note: `${options.players} phones answering quiz2, the 5 s before the organiser's edit; all ${all.length} answers of the run: p50 ${percentile(all, 50).toFixed(0)}, p99 ${percentile(all, 99).toFixed(0)} ms`,
        },
        {
          scenario: 'regrade: answers during',
          database: kind,
          result: {
            ...answersResult(during, regradeMs / 1000, players.errors()),
            machineBusy: busy,
          },
          peakMb,
          // The server's CPU over the whole run, not per answer of this window: in the detail only.
          detail: {
            serverCpuSeconds: serverCpu,
            regradeMs,
            dryRunMs: dryAnswered - drySent,
            applied,
            expectedPlays,
            runSeconds,
          },
          ...(problems.length ? { failure: `counters wrong: ${problems.join('; ')}` } : {}),
          note: [
            `regrade of ${options.plays} finished plays: ${regradeMs.toFixed(0)} ms (dry run ${(dryAnswered - drySent).toFixed(0)} ms, answers during it p99 ${percentile(duringDry, 99).toFixed(0)} ms)`,
            `moved ${applied.plays} plays (${applied.questions[0]?.plays ?? 0} served the question), teams ${teams.join(', ')}`,
            `${players.finished()} quiz2 plays finished meanwhile; ${players.errors()} player errors`,
            `counters ${problems.length ? `WRONG: ${problems.join('; ')}` : 'exact (recount, and as the seed predicted)'}`,
          ].join('; '),
        },
      ];
    },
    async (database) => {
      users = await seedUsers(database.db, options.plays, { complete: true });
      await openQuizzes(database.db);
      plays = await finishedPlays(database.db, 'quiz1', users);
      await insertPlays(database.db, 'quiz1', plays, { completed: true, at: Date.now() });
    },
  );
}

/** How far ahead the quiz is set to open: the refetches the edit itself causes drain first. */
const OPENS_IN_MS = 15_000;
/** How long after opens_at a phone may take before it counts as never having seen it. */
const OPENING_DEADLINE_MS = 30_000;

/**
 * (9) A scheduled opening: `phones` open live streams, each a phone on Quiz & Contest that asks for
 * GET /api/quizzes whenever its stream says `quizzes`. quiz3's opens_at is set in the database
 * OPENS_IN_MS ahead, and the time measured is from opens_at until each phone has an answer that
 * lists quiz3 as open.
 */
export async function scheduledOpening(kind: Kind, context: Context, phones: number): Promise<Row> {
  let users: SeededUser[] = [];
  return withServers(
    kind,
    context,
    1,
    async ([server], database) => {
      const db = database.db;
      const port = Number(new URL(server!.base).port);
      const pool = new Pool(server!.base, { connections: 256 });
      type Refetch = { sentAt: number; ms: number; ok: boolean };
      const refetches: Refetch[] = [];
      /** When each phone first had an answer listing quiz3 as open (on now()'s clock). */
      const sawOpen: (number | null)[] = users.map(() => null);
      const refetch = async (index: number) => {
        const answer = await call(pool, 'GET', '/api/quizzes', { cookie: users[index]!.cookie });
        const ok = answer.status === 200;
        refetches.push({ sentAt: answer.sentAt, ms: answer.ms, ok });
        if (!ok || sawOpen[index] !== null) return;
        const list = JSON.parse(answer.text) as QuizList;
        if (list.open.some((quiz) => quiz.id === 'quiz3')) sawOpen[index] = now();
      };
      // The streams, in batches as the fan-out opens them (bench/fanout.ts).
      const streams: Subscriber[] = [];
      let streamErrors = 0;
      try {
        for (let start = 0; start < phones; start += 250) {
          const size = Math.min(250, phones - start);
          await new Promise<void>((resolve) => {
            let pending = size;
            const done = () => (pending -= 1) === 0 && resolve();
            for (let i = start; i < start + size; i += 1) {
              streams.push(
                openSseStream(
                  port,
                  { path: '/api/live', cookie: users[i]!.cookie },
                  {
                    onFirst: done,
                    onError: () => {
                      streamErrors += 1;
                      done();
                    },
                    changed: (text) => {
                      if (text.includes('event: quizzes\n')) void refetch(i);
                      return false;
                    },
                  },
                ),
              );
            }
          });
        }
        // Let the streams' own writes (the seed's sessions) pass before the edit.
        await sleep(1_500);
        refetches.length = 0;
        server!.resetPeak();
        const machineBefore = machineCpu();
        // opens_at is on the server's clock (Date.now()); the figures are on now()'s.
        const editedAt = now();
        const wallOpensAt = Date.now() + OPENS_IN_MS;
        const opensAt = editedAt + OPENS_IN_MS;
        await db
          .updateTable('quizzes')
          .set({ enabled: 1, opens_at: wallOpensAt, updated_at: Date.now() })
          .where('id', '=', 'quiz3')
          .execute();
        // On PostgreSQL the instances hear of a script's change by a NOTIFY (as npm run quizzes:set
        // sends); on SQLite the server notices the commit by itself.
        await announce(db, [{ type: 'quizzes' }]);
        const deadline = opensAt + OPENING_DEADLINE_MS;
        while (now() < deadline && sawOpen.some((at, i) => at === null && streams[i]!.connected))
          await sleep(50);
        // The last refetches' answers.
        await sleep(500);
        const machine = machineCpu();
        const first = refetches.filter((r) => r.sentAt < opensAt);
        const opening = refetches.filter((r) => r.sentAt >= opensAt);
        const delays = sorted(sawOpen.flatMap((at) => (at === null ? [] : [at - opensAt])));
        const open = streams.filter((stream) => stream.connected).length;
        const missed = phones - delays.length;
        const errors = refetches.filter((r) => !r.ok).length;
        const firstLast = Math.max(0, ...first.map((r) => r.sentAt + r.ms)) - editedAt;
        const latencies = sorted(opening.map((r) => r.ms));
        const firstLatencies = sorted(first.map((r) => r.ms));
        const problems = [
          streamErrors ? `${streamErrors} streams failed` : '',
          missed ? `${missed} of ${phones} phones never saw quiz3 open` : '',
        ].filter(Boolean);
        const max = delays.at(-1) ?? 0;
        return {
          scenario: 'scheduled opening',
          database: kind,
          result: {
            requests: delays.length,
            errors: errors + missed,
            seconds: max / 1000,
            perSecond: max ? opening.length / (max / 1000) : 0,
            p50: percentile(delays, 50),
            p95: percentile(delays, 95),
            p99: percentile(delays, 99),
            generatorCpu: 0,
            machineBusy:
              (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total),
          },
          peakMb: mb(server!.peakRss()),
          serverCpu: server!.cpuSinceReset(),
          detail: { opensInMs: OPENS_IN_MS, firstWaveMs: firstLast, refetches: refetches.length },
          ...(problems.length ? { failure: problems.join('; ') } : {}),
          note: [
            `${open} streams; 50% / 99% / all phones had quiz3 open ${percentile(delays, 50).toFixed(0)} / ${percentile(delays, 99).toFixed(0)} / ${max.toFixed(0)} ms after opens_at`,
            `${opening.length} refetches then, p50 ${percentile(latencies, 50).toFixed(0)}, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${opening.filter((r) => !r.ok).length} errors`,
            `the edit's own wave: ${first.length} refetches (p99 ${percentile(firstLatencies, 99).toFixed(0)} ms) over ${(firstLast / 1000).toFixed(1)} s`,
          ].join('; '),
        };
      } finally {
        for (const stream of streams) stream.close();
        await pool.close();
      }
    },
    async (database) => {
      users = await seedUsers(database.db, phones, { complete: false });
      await openQuizzes(database.db);
      // quiz3 is switched off until the edit schedules it.
      await database.db
        .updateTable('quizzes')
        .set({ enabled: 0 })
        .where('id', '=', 'quiz3')
        .execute();
    },
  );
}

/** A question picture as an organiser uploads one: a 1280×720 photo-like JPEG. */
async function questionPicture(): Promise<Buffer> {
  const width = 1280;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = Math.random() * 12;
      pixels[at] = 120 + 90 * Math.sin(x / 97 + y / 61) + noise;
      pixels[at + 1] = 110 + 80 * Math.cos(x / 43 - y / 79) + noise;
      pixels[at + 2] = 100 + 70 * Math.sin((x + y) / 131) + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * (10) One image, many players: the organiser uploads a picture to quiz1's first question, then
 * `players` whose plays have reached it (in progress, on that question) each ask for it, all within
 * one second.
 */
export async function imageRush(kind: Kind, context: Context, players: number): Promise<Row> {
  let users: SeededUser[] = [];
  return withOrganisedServer(
    kind,
    context,
    async (server, database, organiser) => {
      const db = database.db;
      const questions = await readQuestions(db, 'quiz1');
      const pictured = questions[0]!;
      const upload = await questionPicture();
      await organiser(
        'PUT',
        `/api/admin/quizzes/quiz1/questions/${pictured.id}/image`,
        upload,
        'image/jpeg',
      );
      const withImage = await readQuestions(db, 'quiz1');
      const key = withImage[0]!.image_key!;
      // Each play has answered two questions and is on the pictured one.
      const teams = await teamsOf(db, users);
      const others = withImage.slice(1);
      await insertPlays(
        db,
        'quiz1',
        users.map((user) => {
          const rest = pickQuestions(others, 4, randomInt).map(toServed);
          const served = [rest[0]!, rest[1]!, toServed(withImage[0]!), rest[2]!, rest[3]!];
          return {
            user: user.uid,
            team: teams.get(user.uid)!,
            served,
            answers: served.slice(0, 2).map((question) => ({ id: question.id, selected: null })),
          };
        }),
        { completed: false, at: Date.now() },
      );
      const path = `/api/quiz/quiz1/questions/${pictured.id}/image`;
      // Warm the route (and the storage's first read) with one player, then let the seed's writes
      // pass (SQLite notices them within half a second).
      const pool = new Pool(server.base, { connections: 500 });
      const warm = await call(pool, 'GET', path, { cookie: users[0]!.cookie }, undefined, 'bytes');
      if (warm.status !== 200) throw new Error(`image: ${warm.status} ${warm.text.slice(0, 200)}`);
      const served = warm.bytes;
      await sleep(1_500);
      server.resetPeak();
      const before = cpuNow();
      const started = now();
      const answers = await Promise.all(
        users.map(async (user) => {
          await sleep(Math.random() * 1_000);
          return call(pool, 'GET', path, { cookie: user.cookie }, undefined, 'bytes');
        }),
      );
      const seconds = (Math.max(...answers.map((a) => a.sentAt + a.ms)) - started) / 1000;
      const used = cpuSince(before);
      await pool.close();
      const latencies = sorted(answers.map((answer) => answer.ms));
      const errors = answers.filter((answer) => answer.status !== 200).length;
      return {
        scenario: 'one image, many players',
        database: kind,
        result: loadResult({ latencies, errors, seconds, ...used }),
        peakMb: mb(server.peakRss()),
        serverCpu: server.cpuSinceReset(),
        detail: { key, uploadBytes: upload.length, servedBytes: served },
        note: `${players} players on the pictured question, each asking once within 1 s over 500 connections; ${(served / 1024).toFixed(0)} kB WebP (from a ${(upload.length / 1024).toFixed(0)} kB JPEG); all answered in ${seconds.toFixed(1)} s`,
      };
    },
    async (database) => {
      users = await seedUsers(database.db, players, { complete: true });
      await openQuizzes(database.db);
    },
  );
}
